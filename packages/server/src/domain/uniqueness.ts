// The directory's uniqueness rules, each one the route's check before a write (which answers with the rule's own
// words) and a unique index of the database (which holds when two writes pass the check at the same moment). A
// unique violation of one of these indexes answers what the check would have answered: the constraint's name is the
// link between the two (plugins/errors.ts reads it from PostgreSQL's 23505).

/** Spec admin §1: a chamber's name, accents and case ignored. */
export const CHAMBER_NAME_TAKEN = 'Un pays AMCHAM avec ce nom existe déjà';
/** Spec admin §1: one chamber per country. */
export const COUNTRY_TAKEN = 'Ce pays a déjà une chambre de commerce.';
/** Spec public §8: a sector's name in either language, accents and case ignored. */
export const SECTOR_NAME_TAKEN = 'Une ressource avec ce nom existe déjà';
export const CATEGORY_NAME_TAKEN = 'Une catégorie avec ce nom existe déjà';
export const PARTNER_NAME_TAKEN = 'Un partenaire avec ce nom existe déjà';
export const ANNOUNCEMENT_TITLE_TAKEN = 'Une annonce avec ce titre existe déjà';
export const BANNER_TITLE_TAKEN = 'Une bannière avec ce titre existe déjà';
/** Among the ACTIVE companies (a writer is never told of a company it may not see), accents and case ignored. */
export const COMPANY_NAME_TAKEN = 'Une entreprise avec ce nom existe déjà';
export const USER_EXISTS = 'Un utilisateur avec cet email existe déjà';

export interface UniqueRule {
  readonly message: string;
  /** The machine-readable reason, where a 409 has several. */
  readonly code?: 'COUNTRY_TAKEN';
}

/** Each unique index (migrations 0001, 0022) and the rule it holds. */
export const UNIQUE_RULES: Readonly<Record<string, UniqueRule>> = {
  country_amchams_name_folded_key: { message: CHAMBER_NAME_TAKEN },
  country_amchams_country_key: { message: COUNTRY_TAKEN, code: 'COUNTRY_TAKEN' },
  sectors_name_fr_folded_key: { message: SECTOR_NAME_TAKEN },
  sectors_name_en_folded_key: { message: SECTOR_NAME_TAKEN },
  categories_name_fr_folded_key: { message: CATEGORY_NAME_TAKEN },
  categories_name_en_folded_key: { message: CATEGORY_NAME_TAKEN },
  partners_name_lower_key: { message: PARTNER_NAME_TAKEN },
  events_title_lower_key: { message: ANNOUNCEMENT_TITLE_TAKEN },
  ads_title_lower_key: { message: BANNER_TITLE_TAKEN },
  companies_active_name_folded_key: { message: COMPANY_NAME_TAKEN },
  users_email_key: { message: USER_EXISTS },
};
