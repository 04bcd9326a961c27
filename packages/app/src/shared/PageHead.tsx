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

export interface PageHeadProps {
  /** Fill the texts of a page about one thing (`{name}`). */
  readonly values?: Record<string, string | number>;
  /** False until the page's thing is there: the entry's texts for it unnamed show meanwhile. */
  readonly named?: boolean;
  /** What the page is about in a few words, before its description (a member's sector and place: ssr/head.ts). */
  readonly summary?: string;
}

/**
 * The page's <title> and meta description in the current language, from the route table's texts for the route.
 * Rendered with the page: React puts them in <head> (it takes over the head's <title>, the shell's or the server's,
 * and the server's description when it says the same) and takes them out with the page, so the next page's replace
 * them. Also keeps <html lang> on the interface language so screen readers and search engines read the page in the
 * right language.
 */
export function PageHead({ values, named = true, summary }: PageHeadProps) {
  const intl = useIntl();
  const meta = useContext(RouteMetaContext);
  useEffect(() => {
    document.documentElement.lang = intl.locale;
  }, [intl.locale]);
  const texts = named || !meta?.unnamed ? meta : meta.unnamed;
  if (!texts) return null;
  const title = `${intl.formatMessage({ id: texts.title }, values)} · ${intl.formatMessage({ id: TITLE_SUFFIX_ID })}`;
  const description = intl.formatMessage({ id: texts.description }, values);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={summary === undefined ? description : `${summary}. ${description}`} />
    </>
  );
}
