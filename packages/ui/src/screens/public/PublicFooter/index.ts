export { PublicFooter } from './PublicFooter';
export type { PublicFooterProps } from './PublicFooter';
