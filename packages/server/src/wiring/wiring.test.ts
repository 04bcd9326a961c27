import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin } from './auth.js';
import { pagesPlugin } from './pages.js';

describe('the wiring plugins', () => {
  it('refuse to start before the plugins they name as dependencies', async () => {
    const app = Fastify({ logger: false });
    // options are never read: the dependency check fails first
    await expect(app.register(authPlugin, {} as never)).rejects.toThrow(/annuaire-data/);
    await app.close();
  });

  it('name every dependency of the pages (the context, the caches, HTTP and the API)', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(pagesPlugin, {} as never)).rejects.toThrow(/annuaire-context/);
    await app.close();
  });
});
