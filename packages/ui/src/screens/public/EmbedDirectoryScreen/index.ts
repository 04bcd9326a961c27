export { EmbedDirectoryScreen, embedDirectoryStatuses, embedMemberStatuses } from './EmbedDirectoryScreen';
export type { EmbedDirectoryScreenProps, EmbedDirectoryStatus, EmbedMemberStatus, EmbedOpenedMember } from './EmbedDirectoryScreen';
export { contrastOn, embedFonts, embedThemeStyle, relativeLuminance } from './embedTheme';
export type { EmbedFont, EmbedLook } from './embedTheme';
