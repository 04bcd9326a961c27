export { AdminBannersScreen, bannerStatuses } from './AdminBannersScreen';
export type { AdminBannerRow, AdminBannersScreenProps, BannerStatus, BannerStatusFilter } from './AdminBannersScreen';
