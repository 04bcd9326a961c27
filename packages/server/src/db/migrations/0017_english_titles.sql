-- English titles of banners and announcements: English pages showed the French title, the only one stored. Optional
-- (null: English pages show the French title); the back-office writes it with the French one.
ALTER TABLE "ads" ADD COLUMN IF NOT EXISTS "title_en" varchar(200);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "title_en" varchar(200);--> statement-breakpoint
-- The demo directory of an existing install gets the English titles the demo seeds today.
UPDATE "ads" a SET "title_en" = t.en
  FROM (VALUES ('Annuaire des membres - Trouvez le bon partenaire', 'Member directory - Find the right partner'),
               ('Devenez membre - Rejoignez le premier réseau d’affaires', 'Become a member - Join the leading business network'),
               ('Forum Investir en Afrique - Inscriptions ouvertes', 'Invest in Africa Forum - Registration open'),
               ('Programme export - Accompagnement sur mesure', 'Export programme - Tailored support'),
               ('Salon de l’agro-industrie - Merci aux exposants', 'Agro-industry fair - Thank you to our exhibitors'),
               ('Campagne d’adhésion - Offre de lancement', 'Membership campaign - Launch offer'),
               ('Gala annuel - Réservez la date', 'Annual gala - Save the date')) AS t(fr, en)
 WHERE a."title" = t.fr AND a."title_en" IS NULL;--> statement-breakpoint
UPDATE "events" e SET "title_en" = t.en
  FROM (VALUES ('Forum Investir en Afrique', 'Invest in Africa Forum'),
               ('Petit-déjeuner des membres', 'Members’ breakfast'),
               ('Nouvelle loi de finances : ce qui change', 'New finance act: what changes'),
               ('Appel à projets transition énergétique', 'Call for projects: energy transition'),
               ('Atelier export vers les États-Unis', 'Workshop: exporting to the United States'),
               ('Soirée networking de fin d’année', 'Year-end networking evening'),
               ('Mission commerciale à Casablanca', 'Trade mission to Casablanca'),
               ('Formation cybersécurité pour les PME', 'Cybersecurity training for SMEs'),
               ('Salon de l’agro-industrie', 'Agro-industry fair'),
               ('Bilan économique du semestre', 'Half-year economic review'),
               ('Rencontre avec l’ambassadeur', 'Meeting with the ambassador'),
               ('Webinaire financement des PME', 'Webinar: financing SMEs')) AS t(fr, en)
 WHERE e."title" = t.fr AND e."title_en" IS NULL;
