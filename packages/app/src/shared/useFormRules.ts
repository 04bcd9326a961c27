import { useMemo } from 'react';
import type { AnyObjectSchema } from 'yup';
import { useAppSelector } from '../app/hooks';
import { translator, type Translate } from '../i18n/messages';

/**
 * A form's rules in the interface language. A language change builds them again, and the form revalidates the values
 * shown with the new rules (its messages follow the language, none waits for the next keystroke).
 */
export function useFormRules(build: (t: Translate) => AnyObjectSchema): { t: Translate; schema: AnyObjectSchema } {
  const language = useAppSelector((state) => state.language.current);
  const t = useMemo(() => translator(language), [language]);
  // the rules are a module's function of the words: only a new language makes new rules
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => build(t), [t]);
  return { t, schema };
}
