// The partners of the home carousel.
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { RepositoryEvents } from './changes.js';
import { partners } from '../db/schema.js';
import { equalsIgnoringCase, takenByAnother } from './sql.js';

export interface PartnerRecord {
  id: number;
  name: string;
  link: string;
  logo: string | null;
}

export type PartnerValues = Omit<PartnerRecord, 'id'>;

const columns = { id: partners.id, name: partners.name, link: sql<string>`coalesce(${partners.link}, '')`, logo: partners.logo };

/** `events`: the home page shows the partners (its server-rendered page is dropped on a write). */
export function createPartnerRepository({ db }: Executor, events: RepositoryEvents) {
  return {
    async find(id: number): Promise<PartnerRecord | undefined> {
      const [partner] = await db.select(columns).from(partners).where(eq(partners.id, id));
      return partner;
    },

    async list(): Promise<PartnerRecord[]> {
      return db.select(columns).from(partners).orderBy(asc(partners.name), asc(partners.id));
    },

    nameTaken: (name: string, exceptId?: number) => takenByAnother(db, partners, partners.id, equalsIgnoringCase(partners.name, name), exceptId),

    async create(values: PartnerValues): Promise<PartnerRecord> {
      const [partner] = await db.insert(partners).values(values).returning(columns);
      events.directoryChanged('partners');
      return partner as PartnerRecord;
    },

    async update(id: number, values: PartnerValues): Promise<PartnerRecord> {
      const [partner] = await db.update(partners).set(values).where(eq(partners.id, id)).returning(columns);
      events.directoryChanged('partners');
      return partner as PartnerRecord;
    },

    async delete(id: number): Promise<void> {
      await db.delete(partners).where(eq(partners.id, id));
      events.directoryChanged('partners');
    },
  };
}
