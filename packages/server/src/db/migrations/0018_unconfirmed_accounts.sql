-- An account made by an anonymous sign-up is usable only once its address is confirmed (Hardening II): until then it
-- cannot sign in and an invitation of the same address replaces it. Every account made so far keeps working.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "email_confirmed" boolean DEFAULT true NOT NULL;
