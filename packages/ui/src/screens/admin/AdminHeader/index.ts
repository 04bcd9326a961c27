export { AdminHeader } from './AdminHeader';
export type { AdminHeaderProps } from './AdminHeader';
