// The public screens of the portal (issue 5): pure, props in, events out. One export line per screen folder.
export * from './types';
export * from './PublicHeader';
export * from './PublicFooter';
export * from './PublicLayout';
export * from './SearchPanel';
export * from './StatsStrip';
export * from './NewsCard';
export * from './NewsSection';
export * from './HeroSlideshow';
export * from './AppPromotion';
export * from './MemberCard';
export * from './MembersSection';
export * from './LoginScreen';
export * from './MembersScreen';
export * from './NewsScreen';
export * from './ReviewDialog';
