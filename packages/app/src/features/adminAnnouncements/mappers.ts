import type { Category, Event, EventForm, Language } from '@annuaire/api';
import type { AdminAnnouncementRow, AnnouncementFormValues } from '@annuaire/ui';
import { announcementImageUrl } from '../../shared/announcementMappers';
import { toInputDate, toServiceDate } from '../../shared/serviceDates';

// The announcements screen's view models from the service's shapes, in one place (DESIGN.md step 5).

const categoryName = (category: Pick<Category, 'nameFr' | 'nameEn'>, language: Language) => (language === 'en' ? category.nameEn : category.nameFr);

export function toAnnouncementRow(event: Event, language: Language): AdminAnnouncementRow {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    imageUrl: announcementImageUrl(event.image),
    category: categoryName(event.category, language),
    startDate: event.startDate,
    endDate: event.endDate,
    startTime: event.startTime,
    endTime: event.endTime,
    address: event.address,
    past: event.past,
    networkWide: event.countryAmchamId === null,
  };
}

/** The category filter and select: every category by the current language (spec admin §2). */
export function categoryOptions(categories: readonly Category[], language: Language) {
  return categories.map((category) => ({ value: String(category.id), label: categoryName(category, language) }));
}

/** An announcement as the edit form starts from (spec admin §4: pre-filled; dates yyyy-mm-dd for the inputs). */
export function toAnnouncementFormValues(event: Event): AnnouncementFormValues {
  return {
    title: event.title,
    titleEn: event.titleEn ?? '',
    description: event.description,
    startDate: toInputDate(event.startDate),
    endDate: toInputDate(event.endDate),
    startTime: event.startTime,
    endTime: event.endTime,
    address: event.address,
    categoryId: String(event.category.id),
  };
}

/** The form as the service takes it: text trimmed (spec admin §5), dates dd-mm-yyyy, the image only when chosen. */
export function toEventForm(values: AnnouncementFormValues, image: File | null): EventForm {
  return {
    title: values.title.trim(),
    // always sent: an emptied field clears the stored English title
    titleEn: values.titleEn.trim(),
    description: values.description.trim(),
    startDate: toServiceDate(values.startDate),
    endDate: toServiceDate(values.endDate),
    startTime: values.startTime.trim(),
    endTime: values.endTime.trim(),
    address: values.address.trim(),
    categoryId: Number(values.categoryId),
    imageFile: image,
  };
}
