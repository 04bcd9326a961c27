import { DAYS_OF_WEEK } from '@annuaire/api';
import * as yup from 'yup';
import type { Translate } from '../i18n/messages';

// The validation rules of spec public §5, one factory per form, built with the current language's messages.

/** Sign-in (spec public §5). */
export function loginSchema(t: Translate) {
  return yup.object({
    email: yup.string().trim().required(t('validation.login.email.required')).email(t('validation.login.email.invalid')),
    password: yup.string().required(t('validation.login.password.required')).min(6, t('validation.login.password.min')),
  });
}

const REVIEW_COMMENT_MIN = 2; // spec public §5 / §9: 2 in force (the placeholder claims 10)

/** A text that must keep at least `min` characters once trimmed: 'Ce champ est obligatoire.' when blank. */
function trimmedText(t: Translate, min: number, max: number) {
  const required = t('validation.required');
  return yup
    .string()
    .required(required)
    .test('trimmed-required', required, (value) => (value ?? '').trim().length > 0)
    .test('trimmed-min', t('validation.min', { length: min }), (value) => (value ?? '').trim().length === 0 || (value ?? '').trim().length >= min)
    .max(max, t('validation.max', { length: max }));
}

/**
 * Review form (spec public §5): valid only when first and last names are non-empty after trimming, the score is
 * above 0 and the comment, trimmed, has at least 2 characters. Each field says what it lacks; the form's one message
 * ('Veuillez remplir tous les champs obligatoires') shows once, on an invalid submit.
 */
export function reviewSchema(t: Translate) {
  const score = t('validation.review.score');
  return yup.object({
    score: yup.number().required(score).min(1, score).max(5, score),
    comment: trimmedText(t, REVIEW_COMMENT_MIN, 2000),
    lastName: trimmedText(t, 1, 100),
    firstName: trimmedText(t, 1, 100),
  });
}

// The contract's Telephone: an optional plus, then at least 10 digits, spaces, hyphens or parentheses (spec public §5).
const PHONE_PATTERN = /^\+?[0-9 ()-]{10,}$/;
// The contract's WebLink: an http(s) URL or a bare domain (spec public §5).
const WEBSITE_PATTERN = /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(:[0-9]{1,5})?([/?#][^\s]*)?$/;
// spec public §5: HH:MM on 24 hours.
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The company's rules (spec public §5, §9; admin §5) with the contract's bounds (openapi CompanyCreateForm,
 * CompanyUpdateForm): one rule set for the back-office's new-member form, the member edit page, the member's own
 * profile and the CSV import the service checks against the same contract, so no form accepts what the service
 * refuses. The address keeps the spec's 10-character minimum (§5, §9), on every side.
 */
const COMPANY_LIMITS = {
  nameMin: 2,
  nameMax: 150,
  descriptionMin: 50,
  descriptionMax: 500,
  addressMin: 10,
  addressMax: 300,
  phoneMax: 30,
  emailMax: 254,
  linkMax: 500,
} as const;

function companyRules(t: Translate) {
  const required = t('validation.required');
  const max = (length: number) => t('validation.max', { length });
  return {
    name: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.nameMin, t('validation.min', { length: COMPANY_LIMITS.nameMin }))
      .max(COMPANY_LIMITS.nameMax, max(COMPANY_LIMITS.nameMax)),
    description: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.descriptionMin, t('validation.min', { length: COMPANY_LIMITS.descriptionMin }))
      .max(COMPANY_LIMITS.descriptionMax, max(COMPANY_LIMITS.descriptionMax)),
    address: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.addressMin, t('validation.min', { length: COMPANY_LIMITS.addressMin }))
      .max(COMPANY_LIMITS.addressMax, max(COMPANY_LIMITS.addressMax)),
    telephone: yup
      .string()
      .trim()
      .required(required)
      .max(COMPANY_LIMITS.phoneMax, max(COMPANY_LIMITS.phoneMax))
      .matches(PHONE_PATTERN, t('validation.phone.invalid')),
    email: yup.string().trim().required(required).max(COMPANY_LIMITS.emailMax, max(COMPANY_LIMITS.emailMax)).email(t('validation.email.invalid')),
    // optional here: spec admin §5 creates a member without one; the member's own profile requires it
    webLink: yup
      .string()
      .trim()
      .max(COMPANY_LIMITS.linkMax, max(COMPANY_LIMITS.linkMax))
      .matches(WEBSITE_PATTERN, { message: t('validation.url.invalid'), excludeEmptyString: true }),
  };
}

/**
 * Company profile (spec public §5), the member's own and the back-office's member edit page. The member's own form
 * requires the website (spec public §5); the back-office's edit page follows its member form (spec admin §5), where
 * the website is optional, so that a member created without one can still be edited.
 */
export function companyProfileSchema(t: Translate, { websiteRequired = true }: { websiteRequired?: boolean } = {}) {
  const required = t('validation.required');
  const rules = companyRules(t);
  return yup.object({
    companyName: rules.name,
    sectorId: yup.number().typeError(required).required(required),
    description: rules.description,
    countryId: yup.number().typeError(required).required(required),
    address: rules.address,
    email: rules.email,
    phone: rules.telephone,
    website: websiteRequired ? rules.webLink.required(required) : rules.webLink,
  });
}

/**
 * "Devenir membre": the member's own profile rules (the website required, spec public §5), the chamber applied to,
 * the representative (the contract's MembershipApplicationForm bounds) and the consent to the directory's terms.
 */
export function membershipApplicationSchema(t: Translate) {
  const required = t('validation.required');
  const rules = companyRules(t);
  return companyProfileSchema(t).shape({
    chamberId: yup.number().typeError(required).required(required),
    representativeName: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.nameMin, t('validation.min', { length: COMPANY_LIMITS.nameMin }))
      .max(COMPANY_LIMITS.nameMax, t('validation.max', { length: COMPANY_LIMITS.nameMax })),
    representativeEmail: rules.email,
    acceptTerms: yup.boolean().oneOf([true], required).required(required),
  });
}

const HTTP_LINK = /^https?:\/\/\S+$/i;

/** A coordinate: blank (none) or a number within its range. */
function coordinate(t: Translate, limit: number) {
  const invalid = t('validation.field.invalid');
  return yup
    .string()
    .trim()
    .test('coordinate', invalid, (value) => value === undefined || value === '' || (Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit));
}

/**
 * The back-office's new-member form (spec admin §5: name, description, address, telephone, sector and e-mail
 * required; e-mail valid), with the member profile's bounds (spec public §5), exactly as the service checks them.
 */
export function memberFormSchema(t: Translate) {
  const required = t('validation.required');
  const rules = companyRules(t);
  return yup.object({
    name: rules.name,
    sectorId: yup.string().required(required),
    description: rules.description,
    address: rules.address,
    telephone: rules.telephone,
    email: rules.email,
    webLink: rules.webLink,
    videoLink: yup
      .string()
      .trim()
      .max(COMPANY_LIMITS.linkMax, t('validation.max', { length: COMPANY_LIMITS.linkMax }))
      .matches(HTTP_LINK, { message: t('validation.url.invalid'), excludeEmptyString: true }),
    lat: coordinate(t, 90),
    lon: coordinate(t, 180),
    inviteEmail: yup
      .string()
      .trim()
      .max(COMPANY_LIMITS.emailMax, t('validation.max', { length: COMPANY_LIMITS.emailMax }))
      .email(t('validation.email.invalid')),
  });
}

// The contract's days, declared once in @annuaire/api.
export const WEEK_DAYS = DAYS_OF_WEEK;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface DayHours {
  dayOfWeek: WeekDay;
  closed: boolean;
  openingTime: string;
  closingTime: string;
}

/**
 * Opening hours (spec public §5): times required and HH:MM when the day is open; none when closed. No check that
 * closing is after opening (the spec has none): a closing time before the opening time runs past midnight, as a bar
 * open 22:00-02:00. The service applies the same rules (server services/schedules.ts).
 */
export function openingHoursSchema(t: Translate) {
  const required = t('validation.required');
  const format = t('validation.hours.format');
  const time = () =>
    yup
      .string()
      .default('')
      .when('closed', {
        is: false,
        then: (s) => s.required(required).matches(TIME_PATTERN, format),
        otherwise: (s) => s.notRequired(),
      });
  const day = yup.object({
    dayOfWeek: yup
      .mixed<WeekDay>()
      .oneOf([...WEEK_DAYS])
      .required(),
    closed: yup.boolean().required(required),
    openingTime: time(),
    closingTime: time(),
  });
  return yup.object({ days: yup.array(day).length(7).required() });
}

/** spec public §4: a new form opens Monday to Friday 09:00-18:00, the weekend closed. */
export function defaultOpeningHours(): DayHours[] {
  return WEEK_DAYS.map((dayOfWeek) => {
    const closed = dayOfWeek === 'SATURDAY' || dayOfWeek === 'SUNDAY';
    return { dayOfWeek, closed, openingTime: closed ? '' : '09:00', closingTime: closed ? '' : '18:00' };
  });
}

/** spec public §4: switching to open sets 09:00-18:00; switching to closed empties both times. */
export function toggleDay(day: DayHours, closed: boolean): DayHours {
  return closed ? { ...day, closed: true, openingTime: '', closingTime: '' } : { ...day, closed: false, openingTime: '09:00', closingTime: '18:00' };
}
