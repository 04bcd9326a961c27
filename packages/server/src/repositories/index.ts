// One repository per aggregate, bound to an Executor: the database, or one transaction of it. Route modules and
// services read and write through these (ctx.repositories); none of them writes SQL. A use case that writes
// through several statements runs them in ctx.transaction(async (repositories) => ...), all or nothing.
import type { Database, Executor } from '../db/client.js';
import { createAccountRepository } from './accounts.js';
import { createAdRepository } from './ads.js';
import { createApplicationRepository } from './applications.js';
import { createCategoryRepository } from './categories.js';
import { createChamberRepository } from './chambers.js';
import type { RepositoryEvents } from './changes.js';
import { createCompanyRepository } from './companies.js';
import { createCountryRepository } from './countries.js';
import { createEmbedRepository } from './embeds.js';
import { createEventRepository } from './events.js';
import { createDigestRepository } from './digests.js';
import { createMailRepository } from './mails.js';
import { createPartnerRepository } from './partners.js';
import { createRatingRepository } from './ratings.js';
import { createSectorRepository } from './sectors.js';
import { createStatisticsRepository } from './statistics.js';
import { createUserRepository } from './users.js';
import type { ChangeTopic } from '../domain/changeTopics.js';

export type { RepositoryEvents } from './changes.js';

export function createRepositories(executor: Executor, events: RepositoryEvents) {
  return {
    companies: createCompanyRepository(executor, events),
    ads: createAdRepository(executor, events),
    events: createEventRepository(executor, events),
    chambers: createChamberRepository(executor, events),
    users: createUserRepository(executor),
    /** The back-office "Comptes": accounts with their chamber, state and last sign-in. */
    accounts: createAccountRepository(executor),
    sectors: createSectorRepository(executor, events),
    categories: createCategoryRepository(executor, events),
    ratings: createRatingRepository(executor, events),
    partners: createPartnerRepository(executor, events),
    countries: createCountryRepository(executor),
    statistics: createStatisticsRepository(executor),
    /** The mail outbox: a mail enqueued in a transaction is sent only if it commits (services/mailOutbox.ts). */
    mails: createMailRepository(executor),
    /** Membership applications beside their PENDING companies. */
    applications: createApplicationRepository(executor),
    /** The members' weekly digests (services/weeklyDigest.ts). */
    digests: createDigestRepository(executor),
    /** The chambers' embedded directory settings. */
    embeds: createEmbedRepository(executor),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs `work` in one transaction of `database` with repositories bound to it (and the transaction itself, for what
 * is written beside them, e.g. the audit trail's entry); the events are told after the commit.
 */
export async function inTransaction<T>(
  database: Database,
  events: RepositoryEvents,
  work: (repositories: Repositories, tx: Executor) => Promise<T>,
): Promise<T> {
  // what the writes changed: the topics they name, or every topic once one names none
  const changed = new Set<ChangeTopic>();
  let everything = false;
  const result = await database.transaction((tx) =>
    work(
      createRepositories(tx, {
        directoryChanged: (topic) => {
          if (topic === undefined) everything = true;
          else changed.add(topic);
        },
      }),
      tx,
    ),
  );
  if (everything) events.directoryChanged();
  else for (const topic of changed) events.directoryChanged(topic);
  return result;
}
