-- Membership applications ("Devenir membre"): a visitor applies for a company, which is stored as a PENDING member of
-- the chamber applied to, with this row beside it: who represents it (the mails about the application, and once
-- approved the invitation, go to that address, in the application's language), when the directory's terms were
-- accepted, when it was sent and the chamber's decision. The row's id is its company's: one application per company,
-- gone with it. Rows without a decision are the chamber's pending applications, oldest first.
CREATE TABLE IF NOT EXISTS "applications" (
  "id" integer PRIMARY KEY NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "representative_name" varchar(150) NOT NULL,
  "representative_email" varchar(254) NOT NULL,
  "language" varchar(2) NOT NULL,
  "terms_accepted_at" timestamp with time zone NOT NULL,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decision" varchar(16),
  "decided_at" timestamp with time zone,
  "refusal_reason" text,
  CONSTRAINT "applications_decision_check" CHECK ("decision" IS NULL OR "decision" IN ('APPROVED', 'REFUSED'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_pending_idx" ON "applications" ("submitted_at", "id") WHERE "decision" IS NULL;
