// The data model of both specs (section 3 of each). Column names are snake_case in SQL and camelCase in TypeScript.
// Search support (f_unaccent, the maintained search_vector, trigram index) relies on the hand-written migrations
// 0000_extensions.sql and 0002_search.sql; see src/db/migrations/.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  bigserial,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; maintained by the trigger of migration 0002_search. Read-only for the app. */
const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const companyStatus = pgEnum('company_status', ['ACTIVE', 'INACTIVE', 'PENDING']);
export const dayOfWeek = pgEnum('day_of_week', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export const userProfil = pgEnum('user_profil', ['ADMIN_RESEAU', 'ADMIN_AMCHAM', 'MEMBER']);
export const contactChannel = pgEnum('contact_channel', ['email', 'phone', 'website']);

export const COMPANY_STATUSES = companyStatus.enumValues;
export const DAYS_OF_WEEK = dayOfWeek.enumValues;
export const USER_PROFILS = userProfil.enumValues;
export const CONTACT_CHANNELS = contactChannel.enumValues;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
export type UserProfil = (typeof USER_PROFILS)[number];
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Flag emoji (admin §3: a globe is shown when unknown). */
    icon: varchar('icon', { length: 16 }).notNull(),
  },
  (t) => [uniqueIndex('countries_name_key').on(t.name)],
);

export const countryAmchams = pgTable(
  'country_amchams',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 150 }).notNull(),
    address: text('address'),
    telephone: varchar('telephone', { length: 40 }),
    email: varchar('email', { length: 254 }),
    website: varchar('website', { length: 500 }),
    /** Stored file name under DATA_DIR/uploads. */
    logo: varchar('logo', { length: 200 }),
    /** IANA time zone of the chamber's calendar day (banner status, upcoming and past announcements). */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  },
  // admin §1: one chamber per country
  (t) => [
    uniqueIndex('country_amchams_country_key').on(t.countryId),
    uniqueIndex('country_amchams_name_folded_key').on(sql`public.f_unaccent(lower(${t.name}))`),
  ],
);

export const sectors = pgTable(
  'sectors',
  {
    id: serial('id').primaryKey(),
    nameFr: varchar('name_fr', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (t) => [
    uniqueIndex('sectors_name_fr_folded_key').on(sql`public.f_unaccent(lower(${t.nameFr}))`),
    uniqueIndex('sectors_name_en_folded_key').on(sql`public.f_unaccent(lower(${t.nameEn}))`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    nameFr: varchar('name_fr', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (t) => [
    uniqueIndex('categories_name_fr_folded_key').on(sql`public.f_unaccent(lower(${t.nameFr}))`),
    uniqueIndex('categories_name_en_folded_key').on(sql`public.f_unaccent(lower(${t.nameEn}))`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'restrict' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    countryAmchamId: integer('country_amcham_id')
      .notNull()
      .references(() => countryAmchams.id, { onDelete: 'restrict' }),
    address: text('address'),
    city: varchar('city', { length: 100 }),
    telephone: varchar('telephone', { length: 40 }),
    email: varchar('email', { length: 254 }),
    webLink: varchar('web_link', { length: 500 }),
    logo: varchar('logo', { length: 200 }),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoLink: varchar('video_link', { length: 500 }),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    status: companyStatus('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** French full-text document over unaccented name, sector names FR+EN, city, country and description. */
    searchVector: tsvector('search_vector'),
    /**
     * The alphabetical sort key: the unaccented, lower-cased name, so 'École' sorts with the E's and not after
     * 'Z' as a byte-wise order of the name puts it (both engines run with the C collation).
     */
    nameSort: text('name_sort')
      .notNull()
      .generatedAlwaysAs(sql`public.f_unaccent(lower(name))`),
    // Aggregates maintained by the triggers of migration 0003_company_aggregates, exact on every write path
    // (views recorded, ratings added or removed, bulk seeds): reading a company costs no per-row count.
    /** Every profile view recorded (the contract's viewCount). */
    viewCount: integer('view_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sum of the scores; the average is rating_sum / rating_count. */
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    // 409 'Une entreprise avec ce nom existe déjà': names are unique among the ACTIVE companies, accents and case
    // ignored (a writer is never told of a clash with a company it may not see)
    uniqueIndex('companies_active_name_folded_key')
      .on(sql`public.f_unaccent(lower(${t.name}))`)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('companies_sector_idx').on(t.sectorId),
    index('companies_country_idx').on(t.countryId),
    index('companies_country_amcham_idx').on(t.countryAmchamId),
    index('companies_status_name_sort_idx').on(t.status, t.nameSort, t.id),
    index('companies_search_vector_idx').using('gin', t.searchVector),
    // names equal accents and case ignored (nameTaken); the typo tolerance reads the names' words (name_words, migration 0014)
    index('companies_name_trgm_idx').using('gin', sql`public.f_unaccent(lower(${t.name})) gin_trgm_ops`),
    check('companies_lat_range', sql`${t.lat} IS NULL OR (${t.lat} >= -90 AND ${t.lat} <= 90)`),
    check('companies_lon_range', sql`${t.lon} IS NULL OR (${t.lon} >= -180 AND ${t.lon} <= 180)`),
  ],
);

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dayOfWeek: dayOfWeek('day_of_week').notNull(),
    closed: boolean('closed').notNull().default(false),
    /** 'HH:MM:SS' as PostgreSQL returns a time; null when closed. */
    openingTime: time('opening_time'),
    closingTime: time('closing_time'),
  },
  (t) => [uniqueIndex('schedules_company_day_key').on(t.companyId, t.dayOfWeek)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    score: smallint('score').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    // Moderation (back-office member view): a hidden review leaves the public list and the company's average and
    // count (the aggregates of migration 0003 count visible reviews only since 0005). When and by whom (the
    // administrator's e-mail, kept even if the account goes); both null while the review is shown.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: varchar('hidden_by', { length: 254 }),
  },
  (t) => [
    index('ratings_company_created_idx').on(t.companyId, t.createdAt),
    // spec public §3: score 1 to 5
    check('ratings_score_range', sql`${t.score} BETWEEN 1 AND 5`),
    check('ratings_hidden_by_when', sql`(${t.hiddenAt} IS NULL) = (${t.hiddenBy} IS NULL)`),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    /** Null for a network-wide banner. */
    countryAmchamId: integer('country_amcham_id').references(() => countryAmchams.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    /** The title on English pages; null: they show `title`. */
    titleEn: varchar('title_en', { length: 200 }),
    description: text('description').notNull().default(''),
    link: varchar('link', { length: 500 }).notNull(),
    permanent: boolean('permanent').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    webImg: varchar('web_img', { length: 200 }),
    mobileImg: varchar('mobile_img', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('ads_dates_idx').on(t.startDate, t.endDate), uniqueIndex('ads_title_lower_key').on(sql`lower(${t.title})`)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    countryAmchamId: integer('country_amcham_id').references(() => countryAmchams.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    /** The title on English pages; null: they show `title`. */
    titleEn: varchar('title_en', { length: 200 }),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    address: text('address').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    image: varchar('image', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_dates_idx').on(t.endDate, t.startDate),
    index('events_category_idx').on(t.categoryId),
    uniqueIndex('events_title_lower_key').on(sql`lower(${t.title})`),
  ],
);

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    link: varchar('link', { length: 500 }),
    /** Stored file name, or an absolute http(s) URL (spec public §3). */
    logo: varchar('logo', { length: 500 }),
  },
  (t) => [uniqueIndex('partners_name_lower_key').on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    profil: userProfil('profil').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    countryAmchamId: integer('country_amcham_id').references(() => countryAmchams.id, { onDelete: 'set null' }),
    /** In every access token; incremented on logout, password change and reset to revoke the tokens issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * False for an account made by an anonymous sign-up until its address is confirmed (the mailed link, or a password
     * reset): it cannot sign in, and an invitation of the address replaces it. Accounts an administrator makes or
     * invites are true (an invitation's link is a password reset, which proves the address too).
     */
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    /**
     * The language of the account's mails and of the app at sign-in ("Mon compte"; migration 0021); null until the
     * account chooses one (its mails then speak the language of the request that causes them).
     */
    language: varchar('language', { length: 2 }).$type<'fr' | 'en'>(),
    /** Mail the member when a visitor reviews its company ("Mon compte"). */
    notifyNewReview: boolean('notify_new_review').notNull().default(true),
    /** Mail the member its company's figures of the past week, every Monday ("Mon compte"; off by default). */
    notifyWeeklyDigest: boolean('notify_weekly_digest').notNull().default(false),
    /** When an administrator disabled the account (back-office "Comptes", migration 0023); null while it is active. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** The account's last successful sign-in (null before its first one since migration 0023). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId), index('users_chamber_idx').on(t.countryAmchamId)],
);

/** The weekly digests mailed: one per account and week (its Monday), written with the outbox row (migration 0025). */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'weekly_digests_pk', columns: [t.userId, t.week] })],
);

/** An address change waiting for the link mailed to the new address (stored hashed, one use). */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased. */
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one sign-in shares a family; a reused token revokes the whole family. */
    familyId: varchar('family_id', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    replacedBy: varchar('replaced_by', { length: 64 }),
    /** The absolute end of the sign-in's session, the same for every token of the family. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Where a recorded search, view or contact came from: the portal, or the directory embedded on a chamber's site. */
export const EVENT_SOURCES = ['portal', 'embed'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** A chamber's embedded directory (migration 0026): who may frame it and how it looks. */
export const embedSettings = pgTable('embed_settings', {
  countryAmchamId: integer('country_amcham_id')
    .primaryKey()
    .references(() => countryAmchams.id, { onDelete: 'cascade' }),
  allowedOrigins: text('allowed_origins')
    .array()
    .notNull()
    .default(sql`'{}'`),
  language: varchar('language', { length: 2 }).$type<'fr' | 'en'>().notNull().default('fr'),
  scope: varchar('scope', { length: 10 }).$type<'chamber' | 'network'>().notNull().default('chamber'),
  sectorIds: integer('sector_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  accent: varchar('accent', { length: 7 }),
  font: varchar('font', { length: 10 }).$type<'kit' | 'system' | 'serif'>().notNull().default('kit'),
  perPage: integer('per_page').notNull().default(12),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Analytics: events that feed the statistics. DESIGN.md: no personal data (no IP address, no user agent).
const at = () => timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const companyViews = pgTable(
  'company_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Where the event came from (migration 0026): the portal, or the directory embedded on a chamber's site. */
    source: varchar('source', { length: 6 }).$type<EventSource>().notNull().default('portal'),
    at: at(),
  },
  (t) => [index('company_views_company_at_idx').on(t.companyId, t.at), index('company_views_at_idx').on(t.at)],
);

export const companyContacts = pgTable(
  'company_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channel: contactChannel('channel').notNull(),
    /** Where the event came from (migration 0026): the portal, or the directory embedded on a chamber's site. */
    source: varchar('source', { length: 6 }).$type<EventSource>().notNull().default('portal'),
    at: at(),
  },
  (t) => [index('company_contacts_company_at_idx').on(t.companyId, t.at), index('company_contacts_at_idx').on(t.at)],
);

export const adClicks = pgTable(
  'ad_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    at: at(),
  },
  (t) => [index('ad_clicks_ad_at_idx').on(t.adId, t.at)],
);

export const siteVisits = pgTable(
  'site_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 300 }).notNull(),
    at: at(),
  },
  (t) => [index('site_visits_at_idx').on(t.at)],
);

export const searches = pgTable(
  'searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyword: varchar('keyword', { length: 200 }),
    sectorId: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    /** The chambers whose members the search's first page showed (migration 0006). */
    chamberIds: integer('chamber_ids').array(),
    /** The companies the search's first page showed (migration 0025: the weekly digest's "searches that showed it"). */
    companyIds: integer('company_ids').array(),
    /** Where the event came from (migration 0026): the portal, or the directory embedded on a chamber's site. */
    source: varchar('source', { length: 6 }).$type<EventSource>().notNull().default('portal'),
    at: at(),
  },
  (t) => [index('searches_at_idx').on(t.at), index('searches_sector_idx').on(t.sectorId)],
);

const STATISTIC_KINDS = ['SEARCH', 'VIEW', 'CONTACT', 'AD_CLICK', 'VISIT'] as const;
export const statisticKind = pgEnum('statistic_kind', STATISTIC_KINDS);
export type StatisticKind = (typeof STATISTIC_KINDS)[number];

/**
 * Daily counters of the events above, kept by the triggers of migration 0006: what the admin statistics read.
 * countryAmchamId 0 is the whole network; itemId is a search's sector or a click's banner (0 otherwise).
 */
export const statisticDaily = pgTable(
  'statistic_daily',
  {
    kind: statisticKind('kind').notNull(),
    countryAmchamId: integer('country_amcham_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    itemId: integer('item_id').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'statistic_daily_pk', columns: [t.kind, t.countryAmchamId, t.day, t.itemId] })],
);

/** The audit trail (migration 0010): one row per successful administrator or member write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    actorProfil: varchar('actor_profil', { length: 32 }).notNull(),
    countryAmchamId: integer('country_amcham_id'),
    /** The chamber the row left when the write moved it to another (migration 0016); null when it stayed. */
    movedFromCountryAmchamId: integer('moved_from_country_amcham_id'),
    kind: varchar('kind', { length: 32 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    operationId: varchar('operation_id', { length: 64 }).notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_chamber_at_idx').on(t.countryAmchamId, t.at.desc(), t.id.desc()),
    index('audit_log_moved_from_at_idx')
      .on(t.movedFromCountryAmchamId, t.at.desc(), t.id.desc())
      .where(sql`${t.movedFromCountryAmchamId} IS NOT NULL`),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

export type Country = typeof countries.$inferSelect;
export type CountryAmcham = typeof countryAmchams.$inferSelect;
export type Sector = typeof sectors.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type Schedule = typeof schedules.$inferSelect;
export type Rating = typeof ratings.$inferSelect;
export type Ad = typeof ads.$inferSelect;
export type Event = typeof events.$inferSelect;
export type Partner = typeof partners.$inferSelect;
export type User = typeof users.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;
