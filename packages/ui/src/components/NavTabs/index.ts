export { NavTabs, navTabsVariants } from './NavTabs';
export type { NavTabsProps, NavTabItem, NavTabsVariant } from './NavTabs';
