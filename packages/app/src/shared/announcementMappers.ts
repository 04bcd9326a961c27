import { PARTNER_LOGOS_PATH, type Event, type Language } from '@annuaire/api';
import type { Announcement } from '@annuaire/ui';

/** An uploaded announcement image: the service keeps them with the other files (`/api/files/{name}`). */
export function announcementImageUrl(image: string | null): string | undefined {
  const name = image?.trim();
  if (!name) return undefined;
  if (/^https?:\/\//i.test(name) || name.startsWith('/')) return name;
  return `${PARTNER_LOGOS_PATH}/${encodeURIComponent(name)}`;
}

/** A banner's or announcement's title in the page's language: the English one on English pages, else the French one. */
export function titleIn(item: { title: string; titleEn?: string | null }, language: Language): string {
  return (language === 'en' && item.titleEn?.trim()) || item.title;
}

/** An event of the service as the announcement card shows it (spec public §2.3), its title in the page's language. */
export function toAnnouncement(event: Event, language: Language): Announcement {
  return {
    id: event.id,
    title: titleIn(event, language),
    description: event.description,
    imageUrl: announcementImageUrl(event.image),
    category: { nameFr: event.category.nameFr, nameEn: event.category.nameEn },
    startDate: event.startDate,
  };
}
