import * as yup from 'yup';
import type { Translate } from '../i18n/messages';
import { imageMessage } from '../shared/imageFiles';

// The back-office's publishing forms (spec admin §5): the banner form and the announcement
// form, with the bounds of the contract's AdForm and EventForm, so the service never refuses what the form accepts.
// Dates are yyyy-mm-dd here (date inputs, spec admin §9); the containers send dd-mm-yyyy.

/** spec admin §9: banner and announcement images are images of at most 5 MB (the contract's AdForm and EventForm). */
const PUBLISHING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image formats the service reads from the bytes (PNG, JPEG, WebP, GIF). */
const PUBLISHING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'image/gif'];

/** The contract's HttpUrl: http or https followed by something. */
const HTTP_URL = /^https?:\/\/.+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

type ImageRejection = 'wrongType' | 'tooLarge';

/** Why a chosen banner or announcement image is refused, type first then size (spec admin §5); null when accepted. */
function rejectPublishingImage(file: Pick<File, 'type' | 'size'>): ImageRejection | null {
  if (!PUBLISHING_IMAGE_TYPES.includes(file.type.toLowerCase())) return 'wrongType';
  if (file.size > PUBLISHING_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

const IMAGE_MESSAGES = {
  banner: { wrongType: 'validation.banner.image.wrongType', tooLarge: 'validation.banner.image.tooLarge' },
  announcement: { wrongType: 'validation.announcement.image.wrongType', tooLarge: 'validation.announcement.image.tooLarge' },
} as const;

/** The message refusing a chosen banner or announcement image (type, size, then pixels), or undefined. */
export function publishingImageMessage(file: File, form: keyof typeof IMAGE_MESSAGES, t: Translate): Promise<string | undefined> {
  const rule = (chosen: File) => {
    const rejection = rejectPublishingImage(chosen);
    return rejection === null ? undefined : t(IMAGE_MESSAGES[form][rejection]);
  };
  return imageMessage(file, rule, t('validation.image.tooManyPixels'));
}

const day = (message: string) => yup.string().trim().required(message).matches(ISO_DAY, message);

/**
 * The banner form (spec admin §5): title, link and start date required; the end date required only when permanent is
 * off, and then not before the start date.
 */
export function bannerFormSchema(t: Translate) {
  return yup.object({
    title: yup
      .string()
      .trim()
      .required(t('validation.banner.title'))
      .max(200, t('validation.max', { length: 200 })),
    // optional; the contract's 200 characters, as the title
    titleEn: yup
      .string()
      .trim()
      .max(200, t('validation.max', { length: 200 })),
    description: yup
      .string()
      .trim()
      .max(2000, t('validation.max', { length: 2000 })),
    link: yup
      .string()
      .trim()
      .required(t('validation.banner.link'))
      .max(500, t('validation.max', { length: 500 }))
      .matches(HTTP_URL, t('validation.banner.linkFormat')),
    startDate: day(t('validation.banner.startDate')),
    permanent: yup.boolean().required(),
    endDate: yup
      .string()
      .trim()
      .when('permanent', {
        is: true,
        then: (schema) => schema.notRequired(),
        otherwise: (schema) =>
          schema
            .required(t('validation.banner.endDate'))
            .matches(ISO_DAY, t('validation.banner.endDate'))
            .test('not-before-start', t('validation.banner.endBeforeStart'), function notBeforeStart(value) {
              const start = (this.parent as { startDate?: string }).startDate ?? '';
              return !value || !ISO_DAY.test(start) || value >= start;
            }),
      }),
  });
}

/**
 * The announcement form (spec admin §5): every field required ('Le titre est requis'), trimmed; the end (date and
 * time) not before the start, a check the original lacked.
 */
export function announcementFormSchema(t: Translate) {
  return yup.object({
    title: yup
      .string()
      .trim()
      .required(t('validation.announcement.title'))
      .max(200, t('validation.max', { length: 200 })),
    // optional; the contract's 200 characters, as the title
    titleEn: yup
      .string()
      .trim()
      .max(200, t('validation.max', { length: 200 })),
    description: yup
      .string()
      .trim()
      .required(t('validation.announcement.description'))
      .max(5000, t('validation.max', { length: 5000 })),
    startDate: day(t('validation.announcement.startDate')),
    endDate: day(t('validation.announcement.endDate')).test('not-before-start', t('validation.announcement.endBeforeStart'), function notBeforeStart(value) {
      const start = (this.parent as { startDate?: string }).startDate ?? '';
      return !ISO_DAY.test(start) || value >= start;
    }),
    startTime: yup.string().trim().required(t('validation.announcement.startTime')).matches(TIME, t('validation.announcement.startTime')),
    endTime: yup
      .string()
      .trim()
      .required(t('validation.announcement.endTime'))
      .matches(TIME, t('validation.announcement.endTime'))
      .test('not-before-start', t('validation.announcement.endTimeBeforeStart'), function notBeforeStart(value) {
        const { startDate, endDate, startTime } = this.parent as { startDate?: string; endDate?: string; startTime?: string };
        // only on one day: a later end day may end at any hour
        return startDate !== endDate || !startTime || !TIME.test(startTime) || value >= startTime;
      }),
    address: yup
      .string()
      .trim()
      .required(t('validation.announcement.address'))
      .max(300, t('validation.max', { length: 300 })),
    categoryId: yup.string().required(t('validation.announcement.categoryId')),
  });
}
