import type { AuditQuery } from '@annuaire/api';
import { ADMIN_JOURNAL_PAGE_SIZE, AdminJournalScreen, type JournalFilters } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUserQuery } from '../../data/account';
import { apiErrorOf } from '../../data/serviceCall';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { PageHead } from '../../shared/PageHead';
import { useAuditEntriesQuery } from './adminJournalApi';
import { filtersOfQuery, queryOfFilters, toJournalRow } from './mappers';

/** The person filter waits for a pause in typing before it asks (one call per pause, not per keystroke). */
const PERSON_DEBOUNCE_MS = 300;

/**
 * /journal and /admin/journal (the audit trail): who changed what and when, newest first. A chamber
 * administrator reads its chamber's entries (the service scopes them); the network administrator reads all of them,
 * or one chamber's. The filters (person, kind, days, chamber) and the page live in the URL, so a reload keeps them;
 * a new filter goes back to page 0. Asked again on each visit: the writes of a moment ago show.
 */
export default function AdminJournalContainer() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => filtersOfQuery(params), [params]);
  const [person, setPerson] = useState(filters.person);
  const user = useCurrentUserQuery();
  const { chambers } = useAdminChamber();
  const network = user.data?.profil === 'ADMIN_RESEAU';

  const show = (next: JournalFilters, nextPage: number) => setParams(queryOfFilters(next, nextPage), { replace: true });

  useEffect(() => {
    const typed = person.trim();
    if (typed === filters.person) return undefined;
    const timer = setTimeout(() => setParams(queryOfFilters({ ...filters, person: typed }, 0), { replace: true }), PERSON_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [person, filters, setParams]);

  const args: AuditQuery | typeof skipToken = user.data
    ? {
        page,
        size: ADMIN_JOURNAL_PAGE_SIZE,
        // Only the network administrator names a chamber; a chamber administrator's reads are scoped to its own.
        countryAmchamId: network && filters.chamberId !== '' ? Number(filters.chamberId) : null,
        person: filters.person,
        kind: filters.kind === '' ? null : filters.kind,
        from: filters.from,
        to: filters.to,
      }
    : skipToken;
  const entries = useAuditEntriesQuery(args, { refetchOnMountOrArgChange: true });
  const shown = entries.currentData ?? entries.data;
  const rows = useMemo(() => (shown?.content ?? []).map(toJournalRow), [shown]);
  const listError = apiErrorOf(entries.error);

  return (
    <>
      <PageHead />
      <AdminJournalScreen
        filters={{ ...filters, person }}
        onFiltersChange={(next) => {
          // Typing in the person field waits for the pause (above); any other change, or clearing, shows at once.
          const typing = next.person !== person && next.person !== '';
          setPerson(next.person);
          if (!typing) show({ ...next, person: next.person.trim() }, 0);
        }}
        chambers={network ? chambers : undefined}
        list={entries.isError ? { status: 'error', message: listError?.message } : shown === undefined ? { status: 'loading' } : { status: 'loaded' }}
        onRetry={() => void entries.refetch()}
        rows={rows}
        page={page}
        totalItems={shown?.totalElements ?? 0}
        onPageChange={(next) => show({ ...filters, person: person.trim() }, next)}
        pageLoading={entries.isFetching}
      />
    </>
  );
}
