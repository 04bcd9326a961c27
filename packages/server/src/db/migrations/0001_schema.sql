CREATE TYPE "public"."company_status" AS ENUM('ACTIVE', 'INACTIVE', 'PENDING');--> statement-breakpoint
CREATE TYPE "public"."contact_channel" AS ENUM('email', 'phone', 'website');--> statement-breakpoint
CREATE TYPE "public"."day_of_week" AS ENUM('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY');--> statement-breakpoint
CREATE TYPE "public"."user_profil" AS ENUM('ADMIN_AMCHAM', 'MEMBER');--> statement-breakpoint
CREATE TABLE "ad_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_amcham_id" integer,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" varchar(500) NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"web_img" varchar(200),
	"mobile_img" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_fr" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sector_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"country_amcham_id" integer NOT NULL,
	"address" text,
	"city" varchar(100),
	"telephone" varchar(40),
	"email" varchar(254),
	"web_link" varchar(500),
	"logo" varchar(200),
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_link" varchar(500),
	"lat" double precision,
	"lon" double precision,
	"status" "company_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "companies_lat_range" CHECK ("companies"."lat" IS NULL OR ("companies"."lat" >= -90 AND "companies"."lat" <= 90)),
	CONSTRAINT "companies_lon_range" CHECK ("companies"."lon" IS NULL OR ("companies"."lon" >= -180 AND "companies"."lon" <= 180))
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel" "contact_channel" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"icon" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_amchams" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"address" text,
	"telephone" varchar(40),
	"email" varchar(254),
	"website" varchar(500),
	"logo" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_amcham_id" integer,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"address" text NOT NULL,
	"category_id" integer NOT NULL,
	"image" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"link" varchar(500),
	"logo" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"score" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_score_range" CHECK ("ratings"."score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"day_of_week" "day_of_week" NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opening_time" time,
	"closing_time" time
);
--> statement-breakpoint
CREATE TABLE "searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keyword" varchar(200),
	"sector_id" integer,
	"country_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_fr" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(300) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"profil" "user_profil" NOT NULL,
	"company_id" integer,
	"country_amcham_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_country_amcham_id_country_amchams_id_fk" FOREIGN KEY ("country_amcham_id") REFERENCES "public"."country_amchams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_amcham_id_country_amchams_id_fk" FOREIGN KEY ("country_amcham_id") REFERENCES "public"."country_amchams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_views" ADD CONSTRAINT "company_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_amchams" ADD CONSTRAINT "country_amchams_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_country_amcham_id_country_amchams_id_fk" FOREIGN KEY ("country_amcham_id") REFERENCES "public"."country_amchams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_amcham_id_country_amchams_id_fk" FOREIGN KEY ("country_amcham_id") REFERENCES "public"."country_amchams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_clicks_ad_at_idx" ON "ad_clicks" USING btree ("ad_id","at");--> statement-breakpoint
CREATE INDEX "ads_dates_idx" ON "ads" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_fr_key" ON "categories" USING btree ("name_fr");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_en_key" ON "categories" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_sector_idx" ON "companies" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "companies_country_amcham_idx" ON "companies" USING btree ("country_amcham_id");--> statement-breakpoint
CREATE INDEX "companies_status_name_idx" ON "companies" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "companies_search_vector_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_contacts_company_at_idx" ON "company_contacts" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "company_contacts_at_idx" ON "company_contacts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "company_views_company_at_idx" ON "company_views" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "company_views_at_idx" ON "company_views" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_key" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "country_amchams_country_key" ON "country_amchams" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "country_amchams_name_key" ON "country_amchams" USING btree ("name");--> statement-breakpoint
CREATE INDEX "events_dates_idx" ON "events" USING btree ("end_date","start_date");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_key" ON "partners" USING btree ("name");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ratings_company_created_idx" ON "ratings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_company_day_key" ON "schedules" USING btree ("company_id","day_of_week");--> statement-breakpoint
CREATE INDEX "searches_at_idx" ON "searches" USING btree ("at");--> statement-breakpoint
CREATE INDEX "searches_sector_idx" ON "searches" USING btree ("sector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sectors_name_fr_key" ON "sectors" USING btree ("name_fr");--> statement-breakpoint
CREATE UNIQUE INDEX "sectors_name_en_key" ON "sectors" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "site_visits_at_idx" ON "site_visits" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");