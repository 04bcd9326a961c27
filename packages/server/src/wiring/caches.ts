// The caches of the public reads (the search, the similar members, the server-rendered pages), each dropped when the
// directory changes what it shows.
import fp from 'fastify-plugin';
import { touches, type ChangeTopics } from '../domain/changeTopics.js';
import { searchServiceFor, type SearchService } from '../services/search.js';
import { SEARCHES_PER_ADDRESS } from '../services/searchRecording.js';
import { SimilarMembers } from '../services/similarMembers.js';
import type { ServerRenderer } from '../web/serverRender.js';
import type { BuildAppOptions } from './options.js';

/** What the search and the similar members show: companies, and the sector and chamber names they carry. */
const COMPANY_READS: ChangeTopics = new Set(['companies', 'names']);

interface Caches {
  search: SearchService;
  similar: SimilarMembers;
  /** The server-rendered public pages (src/web/serverRender.ts), once the pages plugin has made their renderer. */
  pages: { renderer?: ServerRenderer };
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

export const cachesPlugin = fp<BuildAppOptions>(
  async (app, { config }) => {
    const { primary: database, replica } = app.databases;
    const search = searchServiceFor(replica ?? database, {
      recordTo: database,
      ...(config.searchCache ? {} : { cacheEntries: 0 }),
      visitors: app.platform.shared.visitors('search', { perAddress: SEARCHES_PER_ADDRESS }),
      onRecordError: (error) => app.log.error({ err: error }, 'recording searches failed'),
    });
    const pages: Caches['pages'] = {};
    app.platform.dropOnChange((topics) => {
      if (touches(topics, COMPANY_READS)) search.invalidate();
      pages.renderer?.invalidate(topics);
    });
    const similar = new SimilarMembers((app.data.readRepositories ?? app.data.repositories).companies, config.searchCache ? {} : { cacheEntries: 0 });
    app.platform.dropOnChange((topics) => {
      if (touches(topics, COMPANY_READS)) similar.invalidate();
    });
    app.decorate('caches', { search, similar, pages });
  },
  { name: 'annuaire-caches', fastify: '5.x', dependencies: ['annuaire-database', 'annuaire-platform', 'annuaire-data'] },
);
