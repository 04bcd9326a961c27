-- The network administrator profile (ADMIN_RESEAU: every chamber, the network-wide banners, sectors, categories and
-- partners). The value is only used by later transactions (PostgreSQL refuses a new enum value in the transaction
-- that added it).
ALTER TYPE "public"."user_profil" ADD VALUE 'ADMIN_RESEAU' BEFORE 'ADMIN_AMCHAM';