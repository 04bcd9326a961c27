import en from './en.json';
import fr from './fr.json';
import type { Language } from '../features/language/languageSlice';

export type MessageId = keyof typeof fr;
export const catalogues: Record<Language, Record<MessageId, string>> = { fr, en };

/** A translate function bound to one language: `{name}` placeholders are replaced by `values`. */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (id, values) =>
    catalogue[id].replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
