import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { EVERY_TOPIC, touches, type ChangeTopic, type ChangeTopics } from '../domain/changeTopics.js';
import { reportCacheLookup } from '../services/cache.js';
import type { OperationHandler } from '../routes/index.js';
import type { Limiter } from '../services/sharedState.js';
import { inProcessFetch, injectFetch, type Visitor } from './inProcessFetch.js';
import { createSharedReads, readTopics, TopicGenerations } from './sharedReads.js';

// The public pages rendered on the server (readable and indexable before the app starts): the app's own server bundle (packages/app/src/entry-server.tsx,
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
// (@fastify/etag, 304 on If-None-Match). Rendered pages are kept here for up to 60 s and forgotten at once when
// the directory changes what they show (events.directoryChanged names the topic of a write; a page shows the topics
// of the reads its render made, web/sharedReads.ts: the news page stays when a member edits its profile). The reads
// every visitor's page makes alike (the banners, partners, announcements, reference lists) are kept the same way.
// A page is rendered and kept by its route and the query parameters it reads (PAGE_QUERIES), read as the app reads
// them: `/membre/1?cb=2` is `/membre/1`, so a changing parameter the page ignores no longer renders it anew (a render
// costs several times a kept page, and each spelling would take its own memory). The pages kept are bounded by
// their size (PAGE_CACHE_MB), and the renders one client causes by a limit shared by the service's processes
// (PAGE_RENDERS_PER_MINUTE): past it, that client gets the app's page, which the browser renders itself.
// A members search's first page (ServerRendered.personal) is kept too, but each visitor it is served to has the page's
// search counted as theirs: the search calls its render made are made again for that visitor (through the search's
// own route, whose result cache answers them), which costs a fraction of a render.
// The directory a chamber embeds on its site (/embed/{id}, web/embed.ts) is rendered by the same bundle into the app's
// embed.html, for each visitor (its first page is a search counted as theirs), under the same limit.

type Language = 'fr' | 'en';

interface ServerRendered {
  status: number;
  language: Language;
  head: string;
  body: string;
  payload: string;
  /**
   * The page is a visit the statistics count (a members search's first page): its searches are counted for each
   * visitor it is served to (kept here, never in a shared cache: each request must reach the service to count).
   */
  personal?: boolean;
}

type PageFetch = (request: Request) => Promise<Response>;

interface ServerEntry {
  isServerRendered(pathname: string): boolean;
  render(request: { url: string; language: Language; origin: string; fetch: PageFetch }): Promise<ServerRendered | undefined>;
  /** The directory a chamber embeds on its site (/embed/{chamberId}), in the chamber's language (absent from older builds). */
  renderEmbed?(request: { chamberId: number; url: string; origin: string; fetch: PageFetch }): Promise<ServerRendered | undefined>;
}

const CACHE_MS = 60_000;
const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** A personal page (ServerRendered.personal): each request reaches the service, where it counts (a 304 counts too). */
const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';
const LANGUAGES = new Set<string>(['fr', 'en']);

const languageIn = (value: string | undefined): Language | undefined => {
  const language = value?.toLowerCase();
  return language !== undefined && LANGUAGES.has(language) ? (language as Language) : undefined;
};
/** The language a public page is rendered in: the address's `lang`, else the switcher's cookie, else French. */
export function pageLanguage(query: URLSearchParams, languageCookie: string | undefined): Language {
  return languageIn(query.get('lang') ?? undefined) ?? languageIn(languageCookie) ?? 'fr';
}

type ParameterReader = (value: string) => string | undefined;
const positiveId: ParameterReader = (value) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? String(id) : undefined;
};
const MAX_PAGE = 10_000;
const pageNumber: ParameterReader = (value) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? String(Math.min(page, MAX_PAGE)) : undefined;
};

/**
 * The query parameters each server-rendered page reads, each as the app reads it (packages/app/src/shared/
 * membersAddress.ts for /membres, src/features/news/newsAddress.ts for /actualites; the other pages read none): a value
 * the app reads as absent (an empty keyword, page 0, an id that is not one) is left out. `lang` is read apart (the
 * page's language). Keep it in step with the app: a parameter missing here would render every value as the page
 * without it.
 */
const PAGE_QUERIES: Readonly<Record<string, ReadonlyArray<readonly [string, ParameterReader]>>> = {
  '/membres': [
    ['keyword', (value) => value.slice(0, 200) || undefined],
    ['country', positiveId],
    ['sector', positiveId],
    ['page', pageNumber],
  ],
  '/actualites': [
    ['categorie', (value) => (/^[1-9]\d{0,9}$/.test(value) ? value : undefined)],
    ['page', pageNumber],
  ],
};

/**
 * The address of the page an address shows: its path and, in a fixed order, the parameters the page reads with the
 * values as it reads them; every other parameter (`?cb=...`, `?utm_source=...`) is left out. The page is rendered
 * from it and kept under it.
 */
export function canonicalPageAddress(pathname: string, query: URLSearchParams): string {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const canonical = new URLSearchParams();
  for (const [name, read] of PAGE_QUERIES[route] ?? []) {
    const raw = query.get(name);
    const value = raw === null ? undefined : read(raw);
    if (value !== undefined) canonical.set(name, value);
  }
  const search = canonical.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}

/**
 * The switcher's cookie for a language the address names and the cookie does not hold yet: without JavaScript the
 * internal links and forms (member pages, the pager, the news filter) do not carry `lang`, so the next page keeps the
 * visitor's language through the cookie, as the switcher's choice does. Given by the address alone, so a shared cache
 * that keeps it with the page (keyed by `Vary: Cookie`) hands the same language to whoever asks that address.
 */
function languageToKeep(query: URLSearchParams, languageCookie: string | undefined): Language | undefined {
  const asked = languageIn(query.get('lang') ?? undefined);
  return asked === undefined || asked === languageIn(languageCookie) ? undefined : asked;
}

/**
 * The built page around a render, split once (not searched again on every render): <html lang>, the head's tags in
 * place of the shell's title and description, the page in #root followed by its state, the shell's <noscript> gone.
 */
function pageAssembler(template: string): (rendered: ServerRendered, hints: string) => string {
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
  /**
   * The embedded directory's page (the app's embed.html) rendered with the chamber's first members, or undefined when
   * it cannot be (a build without it, a read that failed, the client's renders used up): the caller (web/embed.ts)
   * then sends the page the browser renders alone. Rendered for each request, never kept: its first page is a search
   * counted as the visitor's; the request's address and user agent are the render's.
   */
  renderEmbed(request: FastifyRequest, chamberId: number): Promise<string | undefined>;
  /** Forgets the rendered pages, and the shared reads, showing one of these topics (every page by default). */
  invalidate(topics?: ChangeTopics): void;
}

/**
 * A page kept: its text, and the same gzipped once at the highest level (the render pays it once; every hit is sent the
 * kept bytes, not compressed again).
 */
interface KeptPage {
  status: number;
  html: string;
  gzipped?: Buffer;
  /** The ETags of the html and of the gzipped bytes, made with the page: each answer would hash its body otherwise. */
  etag: string;
  gzippedEtag?: string;
  personal: boolean;
  /** A personal page's searches (the addresses of the search calls its render made): made again for each visitor. */
  searches: readonly string[];
  /** What it shows: the topics of the reads its render made (web/sharedReads.ts). */
  topics: ChangeTopics;
}
/** Its size is the memory it takes: two bytes a character of its text, its gzipped bytes, a little for the entry. */
const keptSize = (page: KeptPage) => page.html.length * 2 + (page.gzipped?.length ?? 0) + page.searches.reduce((n, url) => n + url.length * 2, 200);
/** The call that counts as the visitor's search (routes/companies.ts searchCompanies: page 0 of each search). */
const SEARCH_CALL = '/api/companies/search';
/** The ETag @fastify/etag would give these bytes (wiring/http.ts): a strong one, each encoding its own. */
const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64')}"`;
/** Below this a page is sent as it is (as @fastify/compress's threshold in wiring/http.ts). */
const GZIP_THRESHOLD = 1024;
const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

/** The renderer over the app's server bundle, or undefined when the build has none (the shell is served then). */
export async function createServerRenderer(
  app: FastifyInstance,
  options: {
    appDist: string;
    publicUrl: string;
    handlerOf: (operationId: string) => OperationHandler | undefined;
    /** A page served to a visitor (200 only), for the statistics; not awaited, a failure is logged. */
    served?: (visitor: Visitor, pathname: string) => Promise<void>;
    /** The memory the pages kept may take (bytes); 0 keeps none. */
    cacheBytes: number;
    /** Counts the renders each client causes (`client:<address>`); past its limit, the client gets the app's page. */
    renders?: Limiter;
  },
): Promise<ServerRenderer | undefined> {
  const entryFile = join(options.appDist, 'server', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const assemble = pageAssembler(await readFile(join(options.appDist, 'index.html'), 'utf8'));
  const embedFile = join(options.appDist, 'embed.html');
  const assembleEmbed = entry.renderEmbed && existsSync(embedFile) ? pageAssembler(await readFile(embedFile, 'utf8')) : undefined;
  const pages = options.cacheBytes > 0 ? new LRUCache<string, KeptPage>({ maxSize: options.cacheBytes, sizeCalculation: keptSize, ttl: CACHE_MS }) : undefined;

  // One render per page at a time: the requests that miss a page while it is being rendered wait for that render
  // instead of each rendering it (a page expiring under load had every concurrent request render it). A render
  // started before a change of what it shows is not kept: its page may show what the change replaced.
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  const generations = new TopicGenerations();
  const sharedReads = createSharedReads(CACHE_MS);

  /**
   * A render by the app's server bundle with the visitor's fetch, or undefined when one of the page's reads failed.
   * The page's requests are the visitor's: a search the page makes is theirs in the statistics (a bot's is not).
   */
  const renderFor = async (
    request: FastifyRequest,
    page: string,
    visitor: Visitor,
    make: (fetch: PageFetch) => Promise<ServerRendered | undefined>,
    searches?: string[],
    topics?: Set<ChangeTopic>,
  ): Promise<ServerRendered | undefined> => {
    const pageFetch = sharedReads.around(inProcessFetch(app, options.handlerOf, injectFetch(app, visitor)));
    // A read that failed (a 5xx, or no answer) would be drawn by the app as a page without its data, or as "not
    // found", and kept here and by a CDN (s-maxage) long after the failure: such a render is dropped, and the
    // visitor gets the app's page, whose own reads retry in the browser (no-cache: a shared cache revalidates it).
    let failed = false;
    const fetch = async (call: Request) => {
      const { pathname } = new URL(call.url);
      if (searches && call.method === 'GET' && pathname === SEARCH_CALL) searches.push(call.url);
      for (const topic of readTopics(pathname).topics) topics?.add(topic);
      try {
        const answer = await pageFetch(call);
        if (answer.status >= 500) failed = true;
        return answer;
      } catch (error) {
        failed = true;
        throw error;
      }
    };
    const rendered = await make(fetch);
    if (rendered && failed) {
      request.log.warn({ page }, 'a read of the page failed: the app page is served instead');
      return undefined;
    }
    return rendered;
  };

  const render = async (request: FastifyRequest, canonical: string, language: Language, visitor: Visitor, hints: string): Promise<KeptPage | undefined> => {
    const searches: string[] = [];
    const topics = new Set<ChangeTopic>();
    const rendered = await renderFor(
      request,
      canonical,
      visitor,
      (fetch) => entry.render({ url: canonical, language, origin: options.publicUrl, fetch }),
      searches,
      topics,
    );
    if (!rendered) return undefined;
    const html = assemble(rendered, hints);
    const personal = rendered.personal === true;
    const gzipped = html.length < GZIP_THRESHOLD ? undefined : gzipSync(html, { level: constants.Z_BEST_COMPRESSION });
    return {
      status: rendered.status,
      html,
      etag: etagOf(html),
      personal,
      searches: personal ? searches : [],
      // a page that read nothing through the service: what it shows is not known, any change drops it
      topics: topics.size > 0 ? topics : EVERY_TOPIC,
      ...(gzipped ? { gzipped, gzippedEtag: etagOf(gzipped) } : {}),
    };
  };

  /**
   * A personal page served to a visitor whose request did not render it: its searches counted as theirs, as its render
   * counted them for the visitor it was rendered for (the same calls, with this visitor's address and user agent).
   */
  const countSearches = async (request: FastifyRequest, page: KeptPage, visitor: Visitor) => {
    if (page.searches.length === 0) return;
    const fetch = injectFetch(app, visitor);
    try {
      await Promise.all(page.searches.map((url) => fetch(new Request(url))));
    } catch (error) {
      request.log.error({ err: error }, "counting a kept page's search failed");
    }
  };

  return {
    async renderEmbed(request, chamberId) {
      const make = entry.renderEmbed;
      if (!make || !assembleEmbed) return undefined;
      // the same limit as the other pages: past it, the client gets the page its browser renders
      if (options.renders && (await options.renders.consume(`client:${request.ip}`)) > 0) return undefined;
      const address = new URL(request.url, 'http://page.invalid');
      const url = `/embed/${chamberId}${address.search}`;
      const visitor = { address: request.ip, userAgent: request.headers['user-agent'], requestId: request.id };
      const rendered = await renderFor(request, url, visitor, (fetch) => make({ chamberId, url, origin: options.publicUrl, fetch }));
      if (!rendered || rendered.status !== 200) return undefined;
      if (request.method === 'GET' && options.served) {
        options.served(visitor, address.pathname).catch((error: unknown) => request.log.error({ err: error }, 'recording a served page failed'));
      }
      return assembleEmbed(rendered, '');
    },
    invalidate: (topics = EVERY_TOPIC) => {
      generations.changed(topics);
      sharedReads.invalidate(topics);
      // a render under way may show these topics: the requests that miss its page from now on render it again
      rendering.clear();
      if (pages) for (const [key, page] of [...pages.entries()]) if (touches(topics, page.topics)) pages.delete(key);
    },
    async answer(request, reply, hints) {
      const address = new URL(request.url, 'http://page.invalid');
      if (!entry.isServerRendered(address.pathname)) return false;
      const language = pageLanguage(address.searchParams, request.cookies.lang);
      const canonical = canonicalPageAddress(address.pathname, address.searchParams);
      const key = `${language} ${canonical}`;
      let page = pages?.get(key);
      if (pages) reportCacheLookup('pages', page !== undefined);
      const visitor = { address: request.ip, userAgent: request.headers['user-agent'], requestId: request.id };
      if (!page) {
        const pending = rendering.get(key);
        if (pending) page = await pending;
      }
      // a page this request did not render: a personal one's searches are counted for this visitor now
      if (page?.personal && request.method === 'GET') await countSearches(request, page, visitor);
      if (!page) {
        const started = generations.snapshot();
        // in the map before anything is awaited, so that a request arriving meanwhile waits for this render
        const rendered = (async () => {
          // past its renders, a client gets the app's page (the browser renders it): no one client keeps the service
          // rendering, whatever addresses it asks for
          if (options.renders && (await options.renders.consume(`client:${request.ip}`)) > 0) return undefined;
          return render(request, canonical, language, visitor, hints);
        })();
        rendering.set(key, rendered);
        try {
          page = await rendered;
        } finally {
          if (rendering.get(key) === rendered) rendering.delete(key);
        }
        if (!page) return false;
        if (!generations.changedSince(started, page.topics)) pages?.set(key, page);
      }
      if (page.status === 200 && request.method === 'GET' && options.served) {
        options.served(visitor, address.pathname).catch((error: unknown) => request.log.error({ err: error }, 'recording a served page failed'));
      }
      const kept = languageToKeep(address.searchParams, request.cookies.lang);
      if (kept !== undefined) void reply.setCookie('lang', kept, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
      void reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', page.personal ? PERSONAL_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL)
        .header('vary', 'Cookie, Accept-Encoding');
      if (page.gzipped && page.gzippedEtag && acceptsGzip(request))
        await reply.header('content-encoding', 'gzip').header('etag', page.gzippedEtag).send(page.gzipped);
      else await reply.header('etag', page.etag).send(page.html);
      return true;
    },
  };
}
