import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationHandler } from '../routes/index.js';
import { inProcessFetch, injectFetch, type Visitor } from './inProcessFetch.js';

// The public pages rendered on the server (issue 13): the app's own server bundle (packages/app/src/entry-server.tsx,
// built by `vite build --ssr` into <APP_DIST>/server) renders /, /accueil, /membres, /membre/{id} and /actualites from
// the same containers and kit screens as the browser. Its api client's requests are answered by this process
// (inProcessFetch.ts: a member page's public reads by their handlers, the rest by app.inject; no socket, no second
// server). The page is placed in the built index.html with its head and the state
// the browser hydrates from.
//
// Language: `?lang=en|fr` in the address (kept in the `lang` cookie for the next pages), else the `lang` cookie the
// language switcher writes, else French.
// Caching: every visitor gets the same anonymous page (the session is the browser's, applied after hydration), so
// answers may be shared: `public, max-age=0, s-maxage=60`, `Vary: Cookie` (the language cookie), an ETag
// (@fastify/etag, 304 on If-None-Match). Rendered pages are kept here for up to 60 s and forgotten at once when the
// directory changes (a company written: events.directoryChanged).

type Language = 'fr' | 'en';

interface ServerRendered {
  status: number;
  language: Language;
  head: string;
  body: string;
  payload: string;
  /**
   * The page is a visit the statistics count (a members search's first page): rendered for each visitor with their
   * address and user agent, never kept in the page cache nor in a shared one.
   */
  personal?: boolean;
}

interface ServerEntry {
  isServerRendered(pathname: string): boolean;
  render(request: { url: string; language: Language; origin: string; fetch: (request: Request) => Promise<Response> }): Promise<ServerRendered | undefined>;
}

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 2_000;
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** A personal page (ServerRendered.personal): each request reaches the service, where it counts. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';
const LANGUAGES = new Set<string>(['fr', 'en']);

const languageIn = (value: string | undefined): Language | undefined => {
  const language = value?.toLowerCase();
  return language !== undefined && LANGUAGES.has(language) ? (language as Language) : undefined;
};
const cookieLanguage = (cookieHeader: string | undefined) => languageIn(/(?:^|;\s*)lang=([a-zA-Z]+)/.exec(cookieHeader ?? '')?.[1]);

/** The language a public page is rendered in: the address's `lang`, else the switcher's cookie, else French. */
export function pageLanguage(query: URLSearchParams, cookieHeader: string | undefined): Language {
  return languageIn(query.get('lang') ?? undefined) ?? cookieLanguage(cookieHeader) ?? 'fr';
}

/**
 * The switcher's cookie for a language the address names and the cookie does not hold yet: without JavaScript the
 * internal links and forms (member pages, the pager, the news filter) do not carry `lang`, so the next page keeps the
 * visitor's language through the cookie, as the switcher's choice does. Given by the address alone, so a shared cache
 * that keeps it with the page (keyed by `Vary: Cookie`) hands the same language to whoever asks that address.
 */
export function languageCookieFor(query: URLSearchParams, cookieHeader: string | undefined): string | undefined {
  const asked = languageIn(query.get('lang') ?? undefined);
  if (asked === undefined || asked === cookieLanguage(cookieHeader)) return undefined;
  return `lang=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The built page around a render, split once (not searched again on every render): <html lang>, the head's tags in
 * place of the shell's title and description, the page in #root followed by its state, the shell's <noscript> gone.
 */
export function pageAssembler(template: string): (rendered: ServerRendered, hints: string) => string {
  const shell = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const lang = /<html lang="[^"]*">/.exec(shell);
  const headEnd = shell.indexOf('</head>');
  const root = shell.indexOf('<div id="root"></div>');
  if (!lang || headEnd < lang.index || root < headEnd) throw new Error('index.html: <html lang>, </head> and <div id="root"></div> expected in this order');
  const beforeLang = shell.slice(0, lang.index);
  const toHeadEnd = shell.slice(lang.index + lang[0].length, headEnd);
  const toRoot = shell.slice(headEnd, root);
  const afterRoot = shell.slice(root + '<div id="root"></div>'.length);
  return (rendered, hints) =>
    `${beforeLang}<html lang="${rendered.language}">${toHeadEnd}${rendered.head}${hints}${toRoot}<div id="root">${rendered.body}</div>${rendered.payload}${afterRoot}`;
}

export function assemblePage(template: string, rendered: ServerRendered, hints: string): string {
  return pageAssembler(template)(rendered, hints);
}

export interface ServerRenderer {
  /** Answers a public page, or gives false when the server does not render this path. */
  answer(request: FastifyRequest, reply: FastifyReply, hints: string): Promise<boolean>;
  /** Forgets every rendered page (the directory changed). */
  invalidate(): void;
}

/** The renderer over the app's server bundle, or undefined when the build has none (the shell is served then). */
export async function createServerRenderer(
  app: FastifyInstance,
  options: {
    appDist: string;
    publicUrl: string;
    handlerOf: (operationId: string) => OperationHandler | undefined;
    /** A page served to a visitor (200 only), for the statistics; not awaited, a failure is logged. */
    served?: (visitor: Visitor, pathname: string) => Promise<void>;
  },
): Promise<ServerRenderer | undefined> {
  const entryFile = join(options.appDist, 'server', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const assemble = pageAssembler(await readFile(join(options.appDist, 'index.html'), 'utf8'));
  const pages = new Map<string, { at: number; status: number; html: string; personal: boolean }>();

  return {
    invalidate: () => pages.clear(),
    async answer(request, reply, hints) {
      const address = new URL(request.url, 'http://page.invalid');
      if (!entry.isServerRendered(address.pathname)) return false;
      const language = pageLanguage(address.searchParams, request.headers.cookie);
      const key = `${language} ${address.pathname}${address.search}`;
      const now = Date.now();
      let page = pages.get(key);
      const visitor = { address: request.ip, userAgent: request.headers['user-agent'] };
      if (!page || now - page.at > CACHE_MS) {
        // the page's requests as the visitor's: a search the page makes is theirs in the statistics (a bot's is not)
        const fetch = inProcessFetch(app, options.handlerOf, injectFetch(app, visitor));
        const rendered = await entry.render({ url: `${address.pathname}${address.search}`, language, origin: options.publicUrl, fetch });
        if (!rendered) return false;
        page = { at: now, status: rendered.status, html: assemble(rendered, hints), personal: rendered.personal === true };
        if (!page.personal) {
          if (pages.size >= CACHE_ENTRIES) pages.delete(pages.keys().next().value as string);
          pages.set(key, page);
        }
      }
      if (page.status === 200 && request.method === 'GET' && options.served) {
        options.served(visitor, address.pathname).catch((error: unknown) => request.log.error({ err: error }, 'recording a served page failed'));
      }
      const languageCookie = languageCookieFor(address.searchParams, request.headers.cookie);
      if (languageCookie !== undefined) void reply.header('set-cookie', languageCookie);
      await reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', page.personal ? PERSONAL_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL)
        .header('vary', 'Cookie')
        .send(page.html);
      return true;
    },
  };
}
