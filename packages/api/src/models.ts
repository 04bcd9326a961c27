import type { components } from './generated/schema';

type Schemas = components['schemas'];

// The shapes of the contract under their domain names (CONVENTIONS.md), for the app and the services.
export type Company = Schemas['Company'];
export type CompanyPage = Schemas['CompanyPage'];
/** The search's page: a CompanyPage with the translations of the keyword it also matched (`alsoFor`). */
export type CompanySearchPage = Schemas['CompanySearchPage'];
export type CompanyLocation = Schemas['CompanyLocation'];
export type CompanyLocations = Schemas['CompanyLocations'];
export type MapTiles = Schemas['MapTiles'];
export type CompanyStatus = Schemas['CompanyStatus'];
export type Schedule = Schemas['Schedule'];
export type DayOfWeek = Schemas['DayOfWeek'];
export type Rating = Schemas['Rating'];
export type RatingCreate = Schemas['RatingCreate'];
export type Ad = Schemas['Ad'];
export type AdPage = Schemas['AdPage'];
export type AdStatus = Schemas['AdStatus'];
export type AccountPage = Schemas['AccountPage'];
export type AccountState = Schemas['AccountState'];
export type AccountSummary = Schemas['AccountSummary'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditKind = Schemas['AuditKind'];
export type AuditPage = Schemas['AuditPage'];
export type Mail = Schemas['Mail'];
export type MailPage = Schemas['MailPage'];
export type MailState = Schemas['MailState'];
export type Application = Schemas['Application'];
export type ApplicationList = Schemas['ApplicationList'];
export type Event = Schemas['Event'];
export type EventPage = Schemas['EventPage'];
export type Category = Schemas['Category'];
export type Country = Schemas['Country'];
export type CountryAmcham = Schemas['CountryAmcham'];
export type Sector = Schemas['Sector'];
export type SectorPage = Schemas['SectorPage'];
export type Partner = Schemas['Partner'];
export type DailyCount = Schemas['DailyCount'];
export type CountTotal = Schemas['CountTotal'];
export type ContactTimeline = Schemas['ContactTimeline'];
export type CompanyTotals = Schemas['CompanyTotals'];
export type SectorShare = Schemas['SectorShare'];
export type DailyVisit = Schemas['DailyVisit'];
export type AdClicks = Schemas['AdClicks'];
export type PopularSearch = Schemas['PopularSearch'];
export type StatisticsSummary = Schemas['StatisticsSummary'];
export type StatisticsDays = StatisticsSummary['days'];
export type SearchStats = Schemas['SearchStats'];
export type TopSector = Schemas['TopSector'];
export type HomeRecentStats = Schemas['HomeRecentStats'];
export type ContactChannel = Schemas['ContactCreate']['channel'];
export type Profil = Schemas['Profil'];
export type User = Schemas['User'];
export type ServerError = Schemas['Error'];
export type ChamberMemberSummary = Schemas['ChamberMemberSummary'];
export type WeeklyFigure = Schemas['WeeklyFigure'];
export type MemberImportReport = Schemas['MemberImportReport'];
export type MemberImportError = Schemas['MemberImportError'];
export type ModeratedRating = Schemas['ModeratedRating'];

/**
 * The contract's days (DayOfWeek), Monday first as the spec lists them, and its contact channels: the client's one
 * declaration of each (models.test.ts checks them against openapi/directory.yaml).
 */
export const DAYS_OF_WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const satisfies readonly DayOfWeek[];
export const CONTACT_CHANNELS = ['email', 'phone', 'website'] as const satisfies readonly ContactChannel[];
