import type { DirectoryCore } from '../core';
import { companyErrors } from '../errors/company';
import { kpiErrors } from '../errors/kpi';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import type { Language } from '../types';
import { selectedId, textFilter } from './rules';
import { serviceOf } from './serviceOf';

type CompanyStatus = components['schemas']['CompanyStatus'];

/** The filters of the back-office's members list, which the CSV export follows too. */
export interface ChamberMembersFilters {
  readonly name?: string | null;
  readonly sectorId?: number | string | null;
  readonly status?: CompanyStatus | null;
}

/**
 * The back-office's calls on a chamber's members that no public screen makes (issue "Back-office I"): the summary
 * cards, the CSV export and import, the invitation of a company's representative, and review moderation. A
 * service of its own, so that the public pages' JavaScript does not carry it.
 */
export function createChamberMembersService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** The figures of the members screen's summary cards. */
    summary: (chamberId: number) =>
      settle(kpiErrors, language, () => http.GET('/api/companies/country-amcham/{id}/summary', { params: { path: { id: chamberId } } })),

    /** The chamber's members as CSV (UTF-8 with BOM; ';' and French columns in French, ',' and English in English). */
    exportCsv: (chamberId: number, filters: ChamberMembersFilters, lang: Language) =>
      settle(companyErrors, language, () =>
        http.GET('/api/companies/country-amcham/{id}/export', {
          params: {
            path: { id: chamberId },
            query: { name: textFilter(filters.name), sectorId: selectedId(filters.sectorId), status: filters.status ?? undefined, lang },
          },
          parseAs: 'text',
        }),
      ),

    /**
     * Checks (dryRun) or imports a CSV of the chamber's members: nothing is written while any row is invalid. A file's
     * bytes go as they are, without a charset: the service tells the encoding a spreadsheet saved it in (UTF-8,
     * UTF-16, Windows-1252), which the browser's reading as text would have lost.
     */
    importCsv: (chamberId: number, csv: string | ArrayBuffer, dryRun: boolean) =>
      settle(companyErrors, language, () =>
        http.POST('/api/companies/country-amcham/{id}/import', {
          params: { path: { id: chamberId }, query: { dryRun } },
          // the contract's body is text; its bytes are what fetch sends
          body: csv as string,
          bodySerializer: (body: string | ArrayBuffer) => body,
          headers: { 'Content-Type': typeof csv === 'string' ? 'text/csv; charset=utf-8' : 'text/csv' },
        }),
      ),

    /** Mails the company's representative a link to choose a password (creating its MEMBER account). */
    invite: (companyId: number, email: string) =>
      settle(companyErrors, language, () =>
        http.POST('/api/companies/{id}/invitations', { params: { path: { id: companyId } }, body: { email: email.trim() } }),
      ),

    /** Every review of a company, hidden ones included, with who hid them and when. */
    reviews: (companyId: number) =>
      settle(companyErrors, language, () => http.GET('/api/ratings/company/{id}/moderation', { params: { path: { id: companyId } } })),

    /** Hides a review from the public page and the average, or shows it again. */
    setReviewHidden: (ratingId: number, hidden: boolean) =>
      settle(companyErrors, language, () => http.PATCH('/api/ratings/{id}/visibility', { params: { path: { id: ratingId } }, body: { hidden } })),
  };
}

export type ChamberMembersService = ReturnType<typeof createChamberMembersService>;

/** The chamber members service of a client core (tree-shakable: see serviceOf). */
export const chamberMembersOf = /* @__PURE__ */ serviceOf(createChamberMembersService);
