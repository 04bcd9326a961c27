-- Each chamber's calendar day (issue "Back-office II"): a banner's status (admin §4) and whether an announcement
-- is upcoming or past are decided on the day of the chamber that owns it, in its IANA time zone. Network-wide
-- banners and announcements (no chamber) use UTC. The demo chambers of an existing install get their zones.
ALTER TABLE "country_amchams" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE "country_amchams" a SET "time_zone" = z.zone
  FROM "countries" c, (VALUES ('Côte d''Ivoire', 'Africa/Abidjan'), ('Sénégal', 'Africa/Dakar'), ('Cameroun', 'Africa/Douala'),
                              ('Maroc', 'Africa/Casablanca'), ('France', 'Europe/Paris'), ('Gabon', 'Africa/Libreville')) AS z(country, zone)
 WHERE c.id = a.country_id AND c.name = z.country;
