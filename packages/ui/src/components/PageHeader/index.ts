export { PageHeader, pageHeaderVariants } from './PageHeader';
export type { PageHeaderProps, PageHeaderVariant } from './PageHeader';
