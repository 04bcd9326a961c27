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

/**
 * Review form (spec public §5): valid only when first and last names are non-empty after trimming, the score is
 * above 0 and the comment, trimmed, has at least 2 characters. Every failure shows the one form message.
 */
export function reviewSchema(t: Translate) {
  const message = t('validation.review.required');
  const trimmedMin = (min: number) =>
    yup
      .string()
      .required(message)
      .test('trimmed-min', message, (value) => (value ?? '').trim().length >= min);
  return yup.object({
    score: yup.number().required(message).min(1, message).max(5, message),
    comment: trimmedMin(REVIEW_COMMENT_MIN).max(2000, message),
    lastName: trimmedMin(1).max(100, message),
    firstName: trimmedMin(1).max(100, message),
  });
}

// spec public §5: an optional plus, then at least 10 digits, spaces, hyphens or parentheses.
const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;
// spec public §5: an http(s) URL or a bare domain.
const WEBSITE_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;
// spec public §5: HH:MM on 24 hours.
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const COMPANY_LIMITS = { nameMin: 2, descriptionMin: 50, descriptionMax: 500, addressMin: 10 } as const;

/** Company profile (spec public §5): every field required. */
export function companyProfileSchema(t: Translate) {
  const required = t('validation.required');
  return yup.object({
    companyName: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.nameMin, t('validation.min', { length: COMPANY_LIMITS.nameMin })),
    sectorId: yup.number().typeError(required).required(required),
    description: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.descriptionMin, t('validation.min', { length: COMPANY_LIMITS.descriptionMin }))
      .max(COMPANY_LIMITS.descriptionMax, t('validation.max', { length: COMPANY_LIMITS.descriptionMax })),
    countryId: yup.number().typeError(required).required(required),
    address: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.addressMin, t('validation.min', { length: COMPANY_LIMITS.addressMin })),
    email: yup.string().trim().required(required).email(t('validation.email.invalid')),
    phone: yup.string().trim().required(required).matches(PHONE_PATTERN, t('validation.phone.invalid')),
    website: yup.string().trim().required(required).matches(WEBSITE_PATTERN, t('validation.url.invalid')),
  });
}

// The contract's bounds of the member form (openapi CompanyCreateForm / CompanyUpdateForm): one rule set on both sides.
const MEMBER_LIMITS = { nameMax: 150, addressMax: 300, emailMax: 254, linkMax: 500 } as const;
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
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.nameMin, t('validation.min', { length: COMPANY_LIMITS.nameMin }))
      .max(MEMBER_LIMITS.nameMax, t('validation.max', { length: MEMBER_LIMITS.nameMax })),
    sectorId: yup.string().required(required),
    description: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.descriptionMin, t('validation.min', { length: COMPANY_LIMITS.descriptionMin }))
      .max(COMPANY_LIMITS.descriptionMax, t('validation.max', { length: COMPANY_LIMITS.descriptionMax })),
    address: yup
      .string()
      .trim()
      .required(required)
      .min(COMPANY_LIMITS.addressMin, t('validation.min', { length: COMPANY_LIMITS.addressMin }))
      .max(MEMBER_LIMITS.addressMax, t('validation.max', { length: MEMBER_LIMITS.addressMax })),
    telephone: yup
      .string()
      .trim()
      .required(required)
      .max(30, t('validation.max', { length: 30 }))
      .matches(PHONE_PATTERN, t('validation.phone.invalid')),
    email: yup
      .string()
      .trim()
      .required(required)
      .max(MEMBER_LIMITS.emailMax, t('validation.max', { length: MEMBER_LIMITS.emailMax }))
      .email(t('validation.email.invalid')),
    webLink: yup
      .string()
      .trim()
      .max(MEMBER_LIMITS.linkMax, t('validation.max', { length: MEMBER_LIMITS.linkMax }))
      .matches(WEBSITE_PATTERN, { message: t('validation.url.invalid'), excludeEmptyString: true }),
    videoLink: yup
      .string()
      .trim()
      .max(MEMBER_LIMITS.linkMax, t('validation.max', { length: MEMBER_LIMITS.linkMax }))
      .matches(HTTP_LINK, { message: t('validation.url.invalid'), excludeEmptyString: true }),
    lat: coordinate(t, 90),
    lon: coordinate(t, 180),
    inviteEmail: yup
      .string()
      .trim()
      .max(MEMBER_LIMITS.emailMax, t('validation.max', { length: MEMBER_LIMITS.emailMax }))
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
