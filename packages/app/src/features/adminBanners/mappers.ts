import { adImageUrl, type Ad, type AdForm } from '@annuaire/api';
import type { AdminBannerRow, BannerFormValues, BannerStatusFilter } from '@annuaire/ui';
import { toInputDate, toServiceDate } from '../../shared/serviceDates';

// The banners screen's view models from the service's shapes, in one place (DESIGN.md step 5).

export function toBannerRow(ad: Ad): AdminBannerRow {
  return {
    id: ad.id,
    title: ad.title,
    description: ad.description ?? '',
    link: ad.link,
    mobileImageUrl: adImageUrl(ad.mobileImg) ?? undefined,
    webImageUrl: adImageUrl(ad.webImg) ?? undefined,
    permanent: ad.permanent,
    startDate: ad.startDate,
    endDate: ad.permanent ? null : ad.endDate,
    // spec admin §4, computed by the service on the chamber's calendar day
    status: ad.status,
    clicks: ad.clicks,
    networkWide: ad.countryAmchamId === null,
  };
}

/** Accents and case ignored ('reseau' finds 'Réseau'). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** spec admin §7: the banner search is client-side, on title, description and link; then the status filter (§2). */
export function filterBanners(rows: readonly AdminBannerRow[], search: string, status: BannerStatusFilter): AdminBannerRow[] {
  const words = fold(search.trim());
  return rows.filter(
    (row) => (status === 'ALL' || row.status === status) && (words === '' || [row.title, row.description, row.link].some((text) => fold(text).includes(words))),
  );
}

/** A banner as the edit form starts from (dates yyyy-mm-dd for the date inputs, spec admin §9). */
export function toBannerFormValues(ad: Ad): BannerFormValues {
  return {
    title: ad.title,
    titleEn: ad.titleEn ?? '',
    description: ad.description ?? '',
    link: ad.link,
    startDate: toInputDate(ad.startDate),
    endDate: ad.permanent ? '' : toInputDate(ad.endDate),
    permanent: ad.permanent,
  };
}

/** The form as the service takes it: dates dd-mm-yyyy, no end date for a permanent banner, images only when chosen. */
export function toAdForm(values: BannerFormValues, images: { webImage: File | null; mobileImage: File | null }): AdForm {
  return {
    title: values.title.trim(),
    // always sent: an emptied field clears the stored English title
    titleEn: values.titleEn.trim(),
    description: values.description.trim(),
    link: values.link.trim(),
    startDate: toServiceDate(values.startDate),
    endDate: values.permanent ? null : toServiceDate(values.endDate),
    permanent: values.permanent,
    webImg: images.webImage,
    mobileImg: images.mobileImage,
  };
}
