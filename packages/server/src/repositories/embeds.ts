// A chamber's embedded directory (table embed_settings, migration 0026): the hosts allowed to frame it and how it
// looks. A chamber without a row has the defaults: no host allowed, so the embed is refused everywhere.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { embedSettings } from '../db/schema.js';

export interface EmbedSettingsRecord {
  allowedOrigins: string[];
  language: 'fr' | 'en';
  scope: 'chamber' | 'network';
  sectorIds: number[];
  accent: string | null;
  font: 'kit' | 'system' | 'serif';
  perPage: number;
}

const DEFAULT_EMBED_SETTINGS: EmbedSettingsRecord = {
  allowedOrigins: [],
  language: 'fr',
  scope: 'chamber',
  sectorIds: [],
  accent: null,
  font: 'kit',
  perPage: 12,
};

const columns = {
  allowedOrigins: embedSettings.allowedOrigins,
  language: embedSettings.language,
  scope: embedSettings.scope,
  sectorIds: embedSettings.sectorIds,
  accent: embedSettings.accent,
  font: embedSettings.font,
  perPage: embedSettings.perPage,
};

export function createEmbedRepository({ db }: Executor) {
  return {
    /** The chamber's settings, the defaults when it never saved any. */
    async find(countryAmchamId: number): Promise<EmbedSettingsRecord> {
      const [row] = await db.select(columns).from(embedSettings).where(eq(embedSettings.countryAmchamId, countryAmchamId));
      return row ?? { ...DEFAULT_EMBED_SETTINGS };
    },

    async save(countryAmchamId: number, values: EmbedSettingsRecord): Promise<EmbedSettingsRecord> {
      const [row] = await db
        .insert(embedSettings)
        .values({ countryAmchamId, ...values })
        .onConflictDoUpdate({ target: embedSettings.countryAmchamId, set: { ...values, updatedAt: sql`now()` } })
        .returning(columns);
      return row!;
    },
  };
}
