export { StatusBadge, statuses, statusTones } from './StatusBadge';
export type { StatusBadgeProps, Status } from './StatusBadge';
