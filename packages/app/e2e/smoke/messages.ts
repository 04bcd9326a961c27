import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

// The smoke reads the texts it looks for from the product's own catalogues (the kit's and the app's), so a page is
// checked in the language it claims to be in, and every error message the catalogues hold is looked for on screen.

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// Every `fr.json` / `en.json` under a catalogue folder, the kit's being split by area (i18n/login/fr.json ...).
function catalogue(folder: string, language: Language): Record<string, string> {
  const root = new URL(folder, import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => basename(file) === `${language}.json`);
  return Object.assign(
    {},
    ...files.map((file) => {
      const parsed = JSON.parse(readFileSync(new URL(file, root), 'utf8')) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }),
  ) as Record<string, string>;
}

const catalogues: Record<Language, Record<string, string>> = {
  fr: { ...catalogue('../../../ui/src/i18n/', 'fr'), ...catalogue('../../src/i18n/', 'fr') },
  en: { ...catalogue('../../../ui/src/i18n/', 'en'), ...catalogue('../../src/i18n/', 'en') },
};

/** A catalogue text with its simple `{name}` arguments filled in (the smoke needs no plural or select). */
export function message(language: Language, id: string, values: Record<string, string> = {}): string {
  const text = catalogues[language][id];
  if (text === undefined) throw new Error(`No message '${id}' in the ${language} catalogues`);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * The error states the screens can show, in both languages (a page in one language must not show the other's
 * error either): every message whose id names an error, a failure or a missing record ('ui.chart.error',
 * 'member.statistics.loadError', 'public.membersPage.failure', 'public.memberDetails.notFound' ...). Messages with
 * arguments are looked for by their text before the first argument.
 */
export const ERROR_MESSAGES: readonly string[] = [
  ...new Set(
    LANGUAGES.flatMap((language) =>
      Object.entries(catalogues[language])
        .filter(([id]) => /error|failure|notFound/i.test(id))
        .map(([, text]) => text.split('{')[0]?.trim() ?? '')
        .filter((text) => text.length >= 8),
    ),
  ),
];
