import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../testing/fixture.js';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { inTransaction, type RepositoryEvents } from './index.js';

// What a transaction tells the caches once it has committed (repositories/index.ts inTransaction): the topics of its
// writes (domain/changeTopics.ts), each once, or nothing but "everything" when one of them named none.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const told = () => {
  const heard: Array<string | undefined> = [];
  const events: RepositoryEvents = { directoryChanged: (topic) => void heard.push(topic) };
  return { heard, events };
};

describe('given a transaction of several writes', () => {
  it('tells each topic its writes named once, after the commit', async () => {
    const { heard, events } = told();
    await inTransaction(t.database, events, async (repositories) => {
      await repositories.companies.update(FIXTURE.companies.societeGenerale, { city: 'Lyon' });
      await repositories.companies.update(FIXTURE.companies.societeGenerale, { city: 'Lille' });
      await repositories.partners.delete(FIXTURE.partners.third);
      expect(heard, 'nothing before the commit').toEqual([]);
    });
    expect(heard.sort()).toEqual(['companies', 'partners']);
  });

  it('tells "everything" alone when one write named no topic (a sector: its names are in other records)', async () => {
    const { heard, events } = told();
    await inTransaction(t.database, events, async (repositories) => {
      await repositories.companies.update(FIXTURE.companies.societeGenerale, { city: 'Nice' });
      await repositories.sectors.create({ nameFr: 'Chimie', nameEn: 'Chemicals' });
    });
    expect(heard).toEqual([undefined]);
  });

  it('tells nothing when the transaction fails', async () => {
    const { heard, events } = told();
    await expect(
      inTransaction(t.database, events, async (repositories) => {
        await repositories.companies.update(FIXTURE.companies.societeGenerale, { city: 'Brest' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
  });
});
