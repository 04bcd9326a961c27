-- The directory embedded on a chamber's own website: embed_settings, one row per chamber that set it up (the hosts
-- allowed to frame it, language, whose members, sectors shown, accent colour, font, results per page); and the
-- source of the recorded searches, views and contacts, 'portal' or 'embed', so that a chamber's statistics tell
-- the two apart (company_contacts.channel already names the contact's medium: the column is "source" everywhere).
CREATE TABLE IF NOT EXISTS "embed_settings" (
  "country_amcham_id" integer PRIMARY KEY REFERENCES "country_amchams"("id") ON DELETE CASCADE,
  "allowed_origins" text[] DEFAULT '{}' NOT NULL,
  "language" varchar(2) DEFAULT 'fr' NOT NULL,
  "scope" varchar(10) DEFAULT 'chamber' NOT NULL,
  "sector_ids" integer[] DEFAULT '{}' NOT NULL,
  "accent" varchar(7),
  "font" varchar(10) DEFAULT 'kit' NOT NULL,
  "per_page" integer DEFAULT 12 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "embed_settings_language" CHECK ("language" IN ('fr', 'en')),
  CONSTRAINT "embed_settings_scope" CHECK ("scope" IN ('chamber', 'network')),
  CONSTRAINT "embed_settings_font" CHECK ("font" IN ('kit', 'system', 'serif')),
  CONSTRAINT "embed_settings_per_page" CHECK ("per_page" BETWEEN 6 AND 48)
);--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN IF NOT EXISTS "source" varchar(6) DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_views" ADD COLUMN IF NOT EXISTS "source" varchar(6) DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN IF NOT EXISTS "source" varchar(6) DEFAULT 'portal' NOT NULL;
