// The public reads served by a streaming replica (DATABASE_READ_URL). A replica replays the primary's writes
// a little later: a cache dropped when a write is told (services/directoryChanges.ts) could be filled again from the
// replica before the write reached it, and keep the old answer for its whole time to live. So a change is told to the
// caches twice: at once, and again once the replica has replayed the primary's WAL up to where it was when the change
// was heard (polled, bounded: past CATCH_UP_LIMIT_MS the caches' time to live takes over).
import type { Database } from '../db/client.js';
import type { ChangeTopic, ChangeTopics } from '../domain/changeTopics.js';

const POLL_MS = 20;
const CATCH_UP_LIMIT_MS = 10_000;

/** Resolves once `replica` has replayed what `primary` had written when this was called (or after the limit). */
async function afterReplicaCatchesUp(primary: Database, replica: Database): Promise<void> {
  // the insert location, not the write location (pg_current_wal_lsn): with synchronous_commit=off a commit returns
  // before its WAL is written, and a wait up to the write location could end before the change it waits for
  const [written] = await primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
  const lsn = written?.lsn;
  if (!lsn) return;
  for (const until = Date.now() + CATCH_UP_LIMIT_MS; Date.now() < until;) {
    const [state] = await replica.query<{ caughtUp: boolean | null }>(
      // on a server that is not in recovery (a replica promoted, or the primary named twice) there is nothing to wait for
      `SELECT CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() >= $1::pg_lsn ELSE true END AS "caughtUp"`,
      [lsn],
    );
    if (state?.caughtUp) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Wraps a cache-dropping listener so that it runs at once and again after the replica caught up; changes heard while a
 * wait is under way join it (one wait at a time, one more after it if changes came meanwhile).
 */
export function replicaAware(
  primary: Database,
  replica: Database,
  drop: (topics: ChangeTopics) => void,
  onError: (error: unknown) => void,
): (topics: ChangeTopics) => void {
  let waiting = false;
  // the topics of the changes the next drop after a wait is for
  let pending = new Set<ChangeTopic>();
  let again = false;
  const wait = () => {
    waiting = true;
    again = false;
    const topics = pending;
    pending = new Set();
    afterReplicaCatchesUp(primary, replica)
      .catch(onError)
      .finally(() => {
        drop(topics);
        waiting = false;
        if (again) wait();
      });
  };
  return (topics) => {
    drop(topics);
    for (const topic of topics) pending.add(topic);
    if (waiting) again = true;
    else wait();
  };
}
