// The public surface of @annuaire/api. Explicit named exports only: what is not listed here is internal.

// Client
export { createDirectoryClient } from './client';
export { createDirectoryCore } from './core';
export { serviceOf } from './services/serviceOf';
export type { DirectoryClient } from './client';
export type { DirectoryClientOptions, DirectoryCore, SignedOutListener } from './core';
export { REFRESH_PATH } from './middleware/auth';
export type { RefreshOutcome, SignedOutReason } from './middleware/auth';
export { NoAnswerError } from './middleware/errors';
export type { FetchFunction } from './middleware/errors';

// Results and languages
export { DEFAULT_LANGUAGE, LANGUAGES } from './types';
export type { ApiError, ApiResult, Language } from './types';

// Session
export { createBrowserTokenStore, createMemoryTokenStore, isAuthTokens, isStoredUser } from './session/tokenStore';
export type { AuthTokens, BrowserTokenStoreOptions, StoredUser, TokenStore } from './session/tokenStore';
export { LANGUAGE_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session/storageKeys';

// Error catalogues (spec public §8, admin §8)
export { describeFailure, fillTemplate } from './errors/catalogue';
export type { BilingualCatalogue, CallFailure, ErrorCatalogue } from './errors/catalogue';
export { accountErrors } from './errors/account';
export { accountsErrors } from './errors/accounts';
export { amchamErrors } from './errors/amcham';
export { announcementErrors } from './errors/announcement';
export { authErrors, authMessages } from './errors/auth';
export type { AuthMessages } from './errors/auth';
export { bannerErrors } from './errors/banner';
export { companyErrors } from './errors/company';
export { homeErrors } from './errors/home';
export { kpiErrors } from './errors/kpi';
export { partnerErrors } from './errors/partner';
export { sectorErrors } from './errors/sector';
export { statisticsErrors, statisticsPageMessages } from './errors/statistics';
export type { StatisticsPageMessages } from './errors/statistics';

// Request rules and business constants (spec public §9, admin §9)
export {
  ADMIN_PAGE_SIZE,
  DEFAULT_COUNTRY_AMCHAM_ID,
  EMBED_MAX_ORIGINS,
  EMBED_ORIGIN_PATTERN,
  EMBED_PER_PAGE,
  FIRST_PAGE,
  HOME_ADS_PAGE_SIZE,
  HOME_EVENTS_PAGE_SIZE,
  HOME_MEMBERS_PAGE_SIZE,
  MEMBERS_PAGE_SIZE,
  POPULAR_SEARCHES_MAX,
  RECENT_ITEMS_LIMIT,
  SEARCH_KEYWORD_MAX_LENGTH,
  SECTORS_PAGE_SIZE,
  SIMILAR_MEMBERS_MAX,
  selectedId,
  textFilter,
} from './services/rules';
export { toFormData } from './services/multipart';
export type { FormFieldValue } from './services/multipart';

// Services
export { accountOf, createAccountService } from './services/account';
export type { Account, AccountPreferences, AccountService } from './services/account';
export { createAdsService, adsOf } from './services/ads';
export type { AdForm, AdsSearchQuery, AdsService } from './services/ads';
export { accountsOf, createAccountsService } from './services/accounts';
export type { AccountsQuery, AccountsService, AdministratorInvitationInput } from './services/accounts';
export { auditOf, createAuditService } from './services/audit';
export type { AuditQuery, AuditService } from './services/audit';
export { createAuthService, authOf } from './services/auth';
export type { AuthService, RestoredSession, SignedIn, SignInInput } from './services/auth';
export { chamberMembersOf, createChamberMembersService } from './services/chamberMembers';
export { applicationsOf, createApplicationsService } from './services/applications';
export type { ApplicationsService, MembershipApplicationForm } from './services/applications';
export type { ChamberMembersFilters, ChamberMembersService } from './services/chamberMembers';
export { createCategoriesService, categoriesOf } from './services/categories';
export type { CategoriesService } from './services/categories';
export { createCompaniesService, companiesOf, memberSearchQuery } from './services/companies';
export type { ChamberMembersQuery, CompaniesService, CompanyForm, EventSource, MemberSearchFilters } from './services/companies';
export { createCountriesService, countriesOf } from './services/countries';
export type { CountriesService } from './services/countries';
export { createCountryAmchamsService, countryAmchamsOf } from './services/countryAmchams';
export type { CountryAmchamForm, CountryAmchamsService } from './services/countryAmchams';
export { createEmbedsService, embedsOf } from './services/embeds';
export type { EmbedOptions, EmbedSettings, EmbedStatistics, EmbedsService } from './services/embeds';
export { createEventsService, eventsOf } from './services/events';
export type { EventForm, EventPeriod, EventsQuery, EventsService } from './services/events';
export { createHomeService, homeOf } from './services/home';
export type { HomeService, HomeStats } from './services/home';
export { createMailsService, mailsOf } from './services/mails';
export type { MailsQuery, MailsService } from './services/mails';
export { createPartnersService, partnersOf } from './services/partners';
export type { PartnerForm, PartnersService } from './services/partners';
export { ANONYMOUS_FIRST_NAME, createRatingsService, ratingPayload, ratingsOf } from './services/ratings';
export type { RatingInput, RatingsService } from './services/ratings';
export { createSectorsService, sectorsOf, trimmedNames } from './services/sectors';
export { mapOf } from './services/map';
export type { BilingualName, SectorsPageQuery, SectorsService } from './services/sectors';
export { createStatisticsService, statisticsOf } from './services/statistics';
export type { MemberStatistics, StatisticsScope, StatisticsService } from './services/statistics';
export { createTrackingService, trackingOf } from './services/tracking';
export type { TrackingService } from './services/tracking';
export { createUsersService, usersOf } from './services/users';
export type { UsersService } from './services/users';

// Helpers every screen needs
export { AD_IMAGES_PATH, COMPANY_IMAGES_PATH, PARTNER_LOGOS_PATH, adImageUrl, companyImageUrl, partnerLogoUrl } from './helpers/images';
export { isLanguage, readPreferredLanguage, writePreferredLanguage } from './helpers/language';
export { TOKEN_EXPIRING_SOON_SECONDS, decodeToken, isAdminProfil, isTokenExpired, isTokenExpiringSoon, tokenSecondsRemaining } from './helpers/token';
export type { TokenClaims } from './helpers/token';
export { isValidVideoUrl } from './helpers/video';
export { normalizeWebsite } from './helpers/website';

// Contract shapes under their domain names, and the generated types themselves
export type {
  Ad,
  AdClicks,
  AdPage,
  AdStatus,
  Application,
  ApplicationList,
  AccountPage,
  AccountState,
  AccountSummary,
  AuditEntry,
  AuditKind,
  AuditPage,
  Category,
  ChamberMemberSummary,
  Company,
  CompanyPage,
  CompanySearchPage,
  CompanyLocation,
  CompanyLocations,
  CompanyStatus,
  CompanyTotals,
  ContactChannel,
  ContactTimeline,
  CountTotal,
  Country,
  CountryAmcham,
  DailyCount,
  DailyVisit,
  DayOfWeek,
  Event,
  EventPage,
  HomeRecentStats,
  Mail,
  MailPage,
  MailState,
  MemberImportError,
  MemberImportReport,
  ModeratedRating,
  Partner,
  PopularSearch,
  Profil,
  Rating,
  RatingCreate,
  Schedule,
  SearchStats,
  Sector,
  SectorPage,
  SectorShare,
  MapTiles,
  ServerError,
  StatisticsDays,
  StatisticsSummary,
  TopSector,
  User,
  WeeklyFigure,
} from './models';
export { CONTACT_CHANNELS, DAYS_OF_WEEK } from './models';
export type { components, operations, paths } from './generated/schema';
