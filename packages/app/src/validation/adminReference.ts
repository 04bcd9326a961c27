import * as yup from 'yup';
import type { Translate } from '../i18n/messages';

// The back-office's reference forms (spec admin §5): the Amcham form and the category / sector form, with
// the bounds of the contract's CountryAmchamForm and SectorWrite, so the service never refuses what the form accepts.

/** spec admin §5, §9: an Amcham name has at least 3 characters. */
const AMCHAM_NAME_MIN = 3;

/** spec admin §9: an Amcham logo is an image of at most 5 MB. */
const AMCHAM_LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The contract's CountryAmchamForm website pattern: http or https followed by something. */
const AMCHAM_WEBSITE = /^https?:\/\/.+$/;

/** The Amcham form (spec admin §5): every message is the spec's. */
export function amchamFormSchema(t: Translate) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t('validation.amcham.name'))
      .min(AMCHAM_NAME_MIN, t('validation.amcham.name'))
      .max(150, t('validation.max', { length: 150 })),
    countryId: yup.string().required(t('validation.amcham.country')),
    email: yup
      .string()
      .trim()
      .required(t('validation.amcham.email'))
      .max(254, t('validation.max', { length: 254 }))
      .email(t('validation.amcham.email')),
    telephone: yup
      .string()
      .trim()
      .required(t('validation.amcham.telephone'))
      .max(30, t('validation.max', { length: 30 })),
    address: yup
      .string()
      .trim()
      .required(t('validation.amcham.address'))
      .max(300, t('validation.max', { length: 300 })),
    website: yup
      .string()
      .trim()
      .max(500, t('validation.max', { length: 500 }))
      .matches(AMCHAM_WEBSITE, { message: t('validation.amcham.website'), excludeEmptyString: true }),
  });
}

/** Why an Amcham logo is refused (spec admin §5: not an image, then over 5 MB), or undefined when it is accepted. */
export function amchamLogoError(file: Pick<File, 'type' | 'size'>, t: Translate): string | undefined {
  if (!file.type.toLowerCase().startsWith('image/')) return t('validation.amcham.logo.notImage');
  if (file.size > AMCHAM_LOGO_MAX_BYTES) return t('validation.amcham.logo.tooLarge');
  return undefined;
}

/** The category and sector form (spec admin §5): both names required, trimmed, at most 100 characters. */
export function nameFormSchema(t: Translate) {
  return yup.object({
    nameFr: yup
      .string()
      .trim()
      .required(t('validation.names.nameFr'))
      .max(100, t('validation.max', { length: 100 })),
    nameEn: yup
      .string()
      .trim()
      .required(t('validation.names.nameEn'))
      .max(100, t('validation.max', { length: 100 })),
  });
}

/**
 * The invitation of a chamber administrator (back-office "Comptes"): a valid e-mail of at most 254 characters, and the
 * chamber when the network administrator invites (a chamber administrator invites into its own).
 */
export function inviteAdministratorSchema(t: Translate, chamberRequired: boolean) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(t('validation.amcham.email'))
      .max(254, t('validation.max', { length: 254 }))
      .email(t('validation.amcham.email')),
    chamberId: chamberRequired ? yup.string().required(t('validation.required')) : yup.string(),
    language: yup.string().oneOf(['fr', 'en']).required(),
  });
}
