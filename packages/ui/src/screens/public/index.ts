// The public screens of the portal (issue 5): pure, props in, events out. One export line per screen folder.
export * from './types';
export * from './PublicHeader';
export * from './PublicFooter';
export * from './PublicLayout';
