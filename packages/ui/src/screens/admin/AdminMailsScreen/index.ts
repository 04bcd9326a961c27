export { ADMIN_MAILS_PAGE_SIZE, AdminMailsScreen, mailKinds, mailStates, mailStateTones } from './AdminMailsScreen';
export type { AdminMailsScreenProps, MailKind, MailRow, MailState } from './AdminMailsScreen';
