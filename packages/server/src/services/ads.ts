/** Banner (ad) rules shared by the portal and admin routes. */

export type AdStatus = 'ACTIVE' | 'PENDING' | 'EXPIRED';

export interface AdPeriod {
  permanent: boolean;
  /** ISO date (yyyy-mm-dd) */
  startDate: string | null;
  /** ISO date (yyyy-mm-dd); null for a permanent banner */
  endDate: string | null;
}

/**
 * admin spec §4: the status is computed, not stored. Permanent means Actif; before the start date
 * En attente; after the end date Expiré; otherwise Actif. Both ends are inclusive days.
 */
export function adStatus(ad: AdPeriod, today: string): AdStatus {
  if (ad.permanent) return 'ACTIVE';
  if (ad.startDate !== null && today < ad.startDate.slice(0, 10)) return 'PENDING';
  if (ad.endDate !== null && today > ad.endDate.slice(0, 10)) return 'EXPIRED';
  return 'ACTIVE';
}

/** The portal shows current and permanent banners only (spec public §7 /api/ads/portal). */
export function isShownOnPortal(ad: AdPeriod, today: string): boolean {
  return adStatus(ad, today) === 'ACTIVE';
}
