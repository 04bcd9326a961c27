// @module-tag postgres
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { sectors } from './schema.js';

// database.transaction on both engines (PGlite and node-postgres): raw SQL and drizzle share the transaction.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const namesLike = async (prefix: string) =>
  (await t.database.query<{ name_fr: string }>('SELECT name_fr FROM sectors WHERE name_fr LIKE $1 ORDER BY name_fr', [`${prefix}%`])).map((row) => row.name_fr);

describe('database.transaction', () => {
  describe('when the work resolves', () => {
    it('commits what raw SQL and drizzle wrote, and answers what the work answered', async () => {
      const answer = await t.database.transaction(async (tx) => {
        await tx.query('INSERT INTO sectors (name_fr, name_en) VALUES ($1, $2)', ['Commit brut', 'Raw commit']);
        await tx.db.insert(sectors).values({ nameFr: 'Commit drizzle', nameEn: 'Drizzle commit' });
        return 'fait';
      });
      expect(answer).toBe('fait');
      expect(await namesLike('Commit')).toEqual(['Commit brut', 'Commit drizzle']);
    });
  });

  describe('when the work throws after some statements', () => {
    it('keeps none of them and rethrows the error', async () => {
      const failure = new Error('injected failure');
      await expect(
        t.database.transaction(async (tx) => {
          await tx.query('INSERT INTO sectors (name_fr, name_en) VALUES ($1, $2)', ['Annulé brut', 'Raw rollback']);
          await tx.db.insert(sectors).values({ nameFr: 'Annulé drizzle', nameEn: 'Drizzle rollback' });
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await namesLike('Annulé')).toEqual([]);
    });

    it('keeps none of them when a later statement fails in the database', async () => {
      await expect(
        t.database.transaction(async (tx) => {
          await tx.query('INSERT INTO sectors (name_fr, name_en) VALUES ($1, $2)', ['Doublon A', 'Duplicate A']);
          // sectors_name_en_key: the second row violates the unique index
          await tx.query('INSERT INTO sectors (name_fr, name_en) VALUES ($1, $2)', ['Doublon B', 'Duplicate A']);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(await namesLike('Doublon')).toEqual([]);
    });
  });

  describe('given a transaction inside a transaction', () => {
    it('rolls back to its savepoint only, and the outer one commits the rest', async () => {
      await t.database.transaction(async (tx) => {
        await tx.query('INSERT INTO sectors (name_fr, name_en) VALUES ($1, $2)', ['Externe', 'Outer']);
        await expect(
          tx.transaction(async (inner) => {
            await inner.db.insert(sectors).values({ nameFr: 'Externe interne', nameEn: 'Inner' });
            throw new Error('inner failure');
          }),
        ).rejects.toThrow('inner failure');
        await tx.transaction((inner) => inner.query('UPDATE sectors SET name_en = $1 WHERE name_fr = $2', ['Outer, renamed', 'Externe']));
      });
      const rows = await t.database.db
        .select({ nameEn: sectors.nameEn })
        .from(sectors)
        .where(inArray(sectors.nameFr, ['Externe', 'Externe interne']));
      expect(rows).toEqual([{ nameEn: 'Outer, renamed' }]);
    });
  });

  describe('given a statement on the database itself while its transaction is open', () => {
    it('refuses it at once instead of waiting for the transaction (one connection on PGlite)', async () => {
      await expect(
        t.database.transaction(async () => {
          await t.database.query('SELECT 1');
        }),
      ).rejects.toThrow(/use the transaction handle/);
      await expect(t.database.transaction(() => t.database.transaction(async () => 1))).rejects.toThrow(/use the transaction handle/);
      // after the transaction, the database answers again
      expect(await t.database.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    });
  });

  describe('given another caller reading while a transaction writes', () => {
    it('never shows it half of the writes', async () => {
      let firstWritten!: () => void;
      const written = new Promise<void>((resolve) => (firstWritten = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const writing = t.database.transaction(async (tx) => {
        await tx.db.insert(sectors).values({ nameFr: 'Lecture un', nameEn: 'Read one' });
        firstWritten();
        await finished;
        await tx.db.insert(sectors).values({ nameFr: 'Lecture deux', nameEn: 'Read two' });
      });
      await written;
      // PGlite: the read waits for the commit; PostgreSQL: it sees the rows committed before it
      const reading = namesLike('Lecture');
      finish();
      const [seen] = await Promise.all([reading, writing]);
      expect([[], ['Lecture deux', 'Lecture un']]).toContainEqual(seen);
      expect(await t.database.db.select().from(sectors).where(eq(sectors.nameFr, 'Lecture un'))).toHaveLength(1);
    });
  });
});
