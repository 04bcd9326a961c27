import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { bannerErrors } from '../errors/banner';
import { homeErrors } from '../errors/home';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import { multipart } from './multipart';
import { ADMIN_PAGE_SIZE, FIRST_PAGE, HOME_ADS_PAGE_SIZE, textFilter } from './rules';

export interface AdsSearchQuery {
  readonly page?: number;
  readonly size?: number;
  readonly title?: string | null;
  readonly permanent?: boolean | null;
}

/** A banner save (multipart, spec admin §7); dates dd-mm-yyyy; endDate left out when permanent. */
export interface AdForm {
  readonly title: string;
  /** The English title: blank clears it; null or absent keeps the stored one. */
  readonly titleEn?: string | null;
  readonly description?: string | null;
  readonly link: string;
  readonly startDate: string;
  readonly endDate?: string | null;
  readonly permanent: boolean;
  readonly webImg?: Blob | null;
  readonly mobileImg?: Blob | null;
  /** A new banner's chamber (the network administrator's pick); none: the administrator's own scope. Ignored on update. */
  readonly countryAmchamId?: number | null;
}

function adFields(form: AdForm) {
  return {
    title: form.title.trim(),
    titleEn: form.titleEn?.trim(),
    description: form.description?.trim(),
    link: form.link.trim(),
    startDate: form.startDate,
    // spec admin §5: permanent removes the end date.
    endDate: form.permanent ? undefined : (form.endDate ?? undefined),
    permanent: form.permanent,
    webImg: form.webImg,
    mobileImg: form.mobileImg,
    countryAmchamId: form.countryAmchamId ?? undefined,
  };
}

export function createAdsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** The hero banners of the home (spec public §7: page 0, size 10); failures are only logged there. */
    listPortal: () => settle(homeErrors, language, () => http.GET('/api/ads/portal', { params: { query: { page: FIRST_PAGE, size: HOME_ADS_PAGE_SIZE } } })),

    search: (query: AdsSearchQuery = {}) =>
      settle(bannerErrors, language, () =>
        http.GET('/api/ads/search', {
          params: {
            query: {
              page: query.page ?? FIRST_PAGE,
              size: query.size ?? ADMIN_PAGE_SIZE,
              title: textFilter(query.title),
              permanent: query.permanent ?? undefined,
            },
          },
        }),
      ),

    /** Every banner of a chamber with its clicks (the back-office list); the network administrator gets the network-wide ones too. */
    listAll: (countryAmchamId?: number | null) =>
      settle(bannerErrors, language, () => http.GET('/api/ads/all', { params: { query: { countryAmchamId: countryAmchamId ?? undefined } } })),
    listActive: () => settle(bannerErrors, language, () => http.GET('/api/ads/active')),
    listPermanent: () => settle(bannerErrors, language, () => http.GET('/api/ads/permanent')),
    get: (id: number) => settle(bannerErrors, language, () => http.GET('/api/ads/{id}', { params: { path: { id } } })),
    create: (form: AdForm) => settle(bannerErrors, language, () => http.POST('/api/ads/save', multipart<components['schemas']['AdForm']>(adFields(form)))),
    update: (id: number, form: AdForm) =>
      settle(bannerErrors, language, () =>
        http.PUT('/api/ads/{id}', { params: { path: { id } }, ...multipart<components['schemas']['AdForm']>(adFields(form)) }),
      ),
    remove: (id: number) => settle(bannerErrors, language, () => http.DELETE('/api/ads/{id}', { params: { path: { id } } })),
  };
}

export type AdsService = ReturnType<typeof createAdsService>;

/** The ads service of a client core (tree-shakable: see serviceOf). */
export const adsOf = /* @__PURE__ */ serviceOf(createAdsService);
