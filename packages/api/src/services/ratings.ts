import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { companyErrors } from '../errors/company';
import { settle } from '../middleware/errors';

export interface RatingInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly score: number;
  readonly comment: string;
  readonly companyId: number;
}

// spec public §5: a blank first name is sent as 'Anonyme'.
export const ANONYMOUS_FIRST_NAME = 'Anonyme';

/** The create payload of a review: names and comment trimmed, a blank first name sent as 'Anonyme'. */
export function ratingPayload(input: RatingInput) {
  const firstName = input.firstName.trim();
  return {
    firstName: firstName === '' ? ANONYMOUS_FIRST_NAME : firstName,
    lastName: input.lastName.trim(),
    score: input.score,
    comment: input.comment.trim(),
    companyId: input.companyId,
  };
}

export function createRatingsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    create: (input: RatingInput) => settle(companyErrors, language, () => http.POST('/api/ratings', { body: ratingPayload(input) })),
    listByCompany: (companyId: number) => settle(companyErrors, language, () => http.GET('/api/ratings/company/{id}', { params: { path: { id: companyId } } })),
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;

/** The ratings service of a client core (tree-shakable: see serviceOf). */
export const ratingsOf = /* @__PURE__ */ serviceOf(createRatingsService);
