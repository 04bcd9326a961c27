// The back-office screens (spec admin): pure, props in, events out. One export line per folder.
export * from './types';
export * from './AdminHeader';
export * from './AdminLayout';
export * from './SummaryCards';
export * from './AdminMembersScreen';
export * from './MemberFormDialog';
export * from './MemberImportDialog';
export * from './AdminMemberViewScreen';
