export { ADMIN_JOURNAL_PAGE_SIZE, AdminJournalScreen, journalActions, journalKinds, journalRoles, noJournalFilters } from './AdminJournalScreen';
export type { AdminJournalScreenProps, JournalAction, JournalChange, JournalEntryRow, JournalFilters, JournalKind, JournalRole } from './AdminJournalScreen';
