// The member-space screens: pure, props in, events out. One export line per folder.
export * from './types';
export * from './MemberStateFrame';
export * from './ProfileSummaryCard';
export * from './CompanyProfileScreen';
export * from './OpeningHoursScreen';
export * from './MemberStatisticsScreen';
export * from './MemberHeader';
export * from './MemberLayout';
export * from './CompanyMediaScreen';
export * from './AccountScreen';
