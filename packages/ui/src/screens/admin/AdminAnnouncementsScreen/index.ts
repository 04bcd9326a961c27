export { ADMIN_ANNOUNCEMENTS_PAGE_SIZE, AdminAnnouncementsScreen, announcementPeriods } from './AdminAnnouncementsScreen';
export type { AdminAnnouncementRow, AdminAnnouncementsScreenProps, AnnouncementPeriod } from './AdminAnnouncementsScreen';
