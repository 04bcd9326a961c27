import { auditOf, type AuditPage, type AuditQuery } from '@annuaire/api';
import { directoryApi } from '../../data/directoryApi';

/** The back-office Journal's call (the audit trail). */
const adminJournalApi = directoryApi.injectEndpoints({
  endpoints: (build) => ({
    auditEntries: build.query<AuditPage, AuditQuery>({
      query: (query) => (api) => auditOf(api).list(query),
    }),
  }),
});

export const { useAuditEntriesQuery } = adminJournalApi;
