export { PublicHeader, publicSections } from './PublicHeader';
export type { PublicHeaderProps, PublicSection } from './PublicHeader';
