import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** The brand after each page title ("Nos membres · Annuaire AmCham"). */
const TITLE_SUFFIX_ID = 'app.title.suffix';

/** Catalogue ids of a page's <title> (before the site's name) and meta description. */
export interface PageMeta {
  readonly title: MessageId;
  readonly description: MessageId;
  /**
   * A page about one thing of the path, named in its texts by `{name}`: the texts shown while it loads, and when it
   * is not found.
   */
  readonly unnamed?: { readonly title: MessageId; readonly description: MessageId };
}

/** The title and meta of the route's page, from its route table entry (given by the router around the page). */
export const RouteMetaContext = createContext<PageMeta | undefined>(undefined);

/**
 * The page's <title> and meta description in the current language (app shell), the route table's texts for the
 * route; also keeps <html lang> on the interface language so screen readers and search engines read the page in the
 * right language. `values` fill the texts of a page about one thing (`{name}`); until that thing is there (`named`
 * false) the entry's texts for it unnamed show.
 */
export function usePageMeta(values?: Record<string, string | number>, named = true): void {
  const intl = useIntl();
  const meta = useContext(RouteMetaContext);
  const texts = named || !meta?.unnamed ? meta : meta.unnamed;
  const title = texts ? intl.formatMessage({ id: texts.title }, values) : undefined;
  const suffix = intl.formatMessage({ id: TITLE_SUFFIX_ID });
  const description = texts ? intl.formatMessage({ id: texts.description }, values) : undefined;
  useEffect(() => {
    document.documentElement.lang = intl.locale;
    if (title === undefined || description === undefined) return;
    document.title = `${title} · ${suffix}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, suffix, description, intl.locale]);
}
