// The reads of a rendered page that are the same for every visitor and change only with their own kind of write: the
// countries, sectors and categories, the partners, the banners on show, the upcoming announcements. A page's render
// takes them from here (kept as long as a rendered page, CACHE_MS in serverRender.ts) instead of asking the database
// each time: after a member's edit the home page is rendered again (it shows members), but its banners, partners and
// announcements are what they were. Each read names its topics (domain/changeTopics.ts), and a change drops the reads
// and the pages (serverRender.ts) that show one of its topics. Every other read is of every topic: a page that makes
// one is dropped by any change, as before topics.
import { CHANGE_TOPICS, EVERY_TOPIC, touches, type ChangeTopic, type ChangeTopics } from '../domain/changeTopics.js';
import { LruCache } from '../services/cache.js';

type Fetch = (request: Request) => Promise<Response>;

const only = (...topics: ChangeTopic[]): ChangeTopics => new Set(topics);

/** The shared reads, by path (their query, e.g. a page size, is part of what is kept). */
const SHARED_READS: readonly { path: RegExp; topics: ChangeTopics }[] = [
  { path: /^\/api\/countries$/, topics: only('names') },
  { path: /^\/api\/sectors\/all$/, topics: only('names') },
  { path: /^\/api\/categories$/, topics: only('names') },
  { path: /^\/api\/partners$/, topics: only('partners') },
  // on show today: the page cache's time to live bounds how late a banner starting at midnight appears, as for pages
  { path: /^\/api\/ads\/portal$/, topics: only('banners') },
  { path: /^\/api\/events\/upcoming$/, topics: only('announcements') },
];

/** The topics a read shows, and whether it is a shared read. */
export function readTopics(pathname: string): { topics: ChangeTopics; shared: boolean } {
  const read = SHARED_READS.find(({ path }) => path.test(pathname));
  return read ? { topics: read.topics, shared: true } : { topics: EVERY_TOPIC, shared: false };
}

/**
 * A count per topic of the changes heard: what was read before a change of its topics and kept after it could show what
 * the change replaced, so it is not kept.
 */
export class TopicGenerations {
  readonly #counts = new Map<ChangeTopic, number>(CHANGE_TOPICS.map((topic) => [topic, 0]));

  changed(topics: ChangeTopics): void {
    for (const topic of topics) this.#counts.set(topic, (this.#counts.get(topic) ?? 0) + 1);
  }

  snapshot(): ReadonlyMap<ChangeTopic, number> {
    return new Map(this.#counts);
  }

  changedSince(snapshot: ReadonlyMap<ChangeTopic, number>, topics: ChangeTopics): boolean {
    for (const topic of topics) if (snapshot.get(topic) !== this.#counts.get(topic)) return true;
    return false;
  }
}

interface KeptRead {
  body: ArrayBuffer;
  contentType: string;
  topics: ChangeTopics;
}

/** At most this many answers (a read per language and query: a few dozen in practice). */
const MAX_READS = 500;

export interface SharedReads {
  /** `fetch` with the shared reads answered from what is kept (a 200 is kept; anything else is asked each time). */
  around(fetch: Fetch): Fetch;
  /** Forgets the reads showing one of these topics. */
  invalidate(topics: ChangeTopics): void;
}

export function createSharedReads(ttlMs: number): SharedReads {
  // named: its hits and misses are in the metrics (annuaire_cache_lookups_total{cache="shared-reads"})
  const kept = new LruCache<KeptRead>({ maxEntries: MAX_READS, ttlMs, name: 'shared-reads' });
  const generations = new TopicGenerations();
  return {
    around: (fetch) => async (request) => {
      const url = new URL(request.url);
      const { topics, shared } = readTopics(url.pathname);
      if (!shared || request.method !== 'GET' || request.headers.has('authorization')) return fetch(request);
      const key = `${url.pathname}${url.search} ${request.headers.get('accept-language') ?? ''}`;
      const hit = kept.get(key);
      if (hit) return new Response(hit.body, { status: 200, headers: { 'content-type': hit.contentType } });
      const started = generations.snapshot();
      const answer = await fetch(request);
      if (answer.status !== 200) return answer;
      const body = await answer.arrayBuffer();
      const contentType = answer.headers.get('content-type') ?? 'application/json; charset=utf-8';
      if (!generations.changedSince(started, topics)) kept.set(key, { body, contentType, topics });
      return new Response(body, { status: 200, headers: { 'content-type': contentType } });
    },
    invalidate(topics) {
      generations.changed(topics);
      kept.deleteWhere((read) => touches(topics, read.topics));
    },
  };
}
