import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** The brand after each page title ("Nos membres · Annuaire AmCham"). */
const TITLE_SUFFIX_ID = 'app.title.suffix';

/**
 * Per-page <title> and meta description in the current language (app shell); also keeps <html lang> on the
 * interface language so screen readers and search engines read the page in the right language.
 */
export function usePageMeta(titleId: string, descriptionId: string, values?: Record<string, string | number>): void {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId }, values);
  const suffix = intl.formatMessage({ id: TITLE_SUFFIX_ID });
  const description = intl.formatMessage({ id: descriptionId }, values);
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
    document.documentElement.lang = intl.locale;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, suffix, description, intl.locale]);
}
