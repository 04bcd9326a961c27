export { TopBar } from './TopBar';
export type { TopBarProps, TopBarNavItem } from './TopBar';
