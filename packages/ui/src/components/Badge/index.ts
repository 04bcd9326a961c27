export { Badge, badgeTones, badgeSizes } from './Badge';
export type { BadgeProps, BadgeTone, BadgeSize } from './Badge';
