import { PARTNER_LOGOS_PATH, type Event } from '@annuaire/api';
import type { Announcement } from '@annuaire/ui';

/** An uploaded announcement image: the service keeps them with the other files (`/api/files/{name}`). */
export function announcementImageUrl(image: string | null): string | undefined {
  const name = image?.trim();
  if (!name) return undefined;
  if (/^https?:\/\//i.test(name) || name.startsWith('/')) return name;
  return `${PARTNER_LOGOS_PATH}/${encodeURIComponent(name)}`;
}

/** An event of the service as the announcement card shows it (spec public §2.3). */
export function toAnnouncement(event: Event): Announcement {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    imageUrl: announcementImageUrl(event.image),
    category: { nameFr: event.category.nameFr, nameEn: event.category.nameEn },
    startDate: event.startDate,
  };
}
