/** Rating rules of spec public §5 (review form) enforced by the server too. */

const ANONYMOUS_FIRST_NAME = 'Anonyme';
const COMMENT_MIN = 2;
/** Text caps: abuse limits, the contract's maxLength values. */
const COMMENT_MAX = 2000;
const NAME_MAX = 100;
/** Companies one address may rate a day (one rating each): more than a person writes, far fewer than a campaign. */
export const RATINGS_PER_ADDRESS = 10;
export const RATING_CAP_MESSAGE = 'Un seul avis par entreprise et par jour depuis une même connexion. Veuillez réessayer demain.';

/** Seconds until the next UTC day, when an address may rate again (Retry-After). */
export function secondsUntilTomorrow(now: Date): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((tomorrow - now.getTime()) / 1000);
}

export interface RatingInput {
  firstName?: string | null;
  lastName?: string | null;
  score: number;
  comment?: string | null;
}

export interface NormalisedRating {
  firstName: string;
  lastName: string;
  score: number;
  comment: string;
}

export type RatingValidation = { ok: true; rating: NormalisedRating } | { ok: false; message: string };

/**
 * Names and comment trimmed; a blank first name is stored as 'Anonyme' (spec public §5); last name required;
 * score an integer 1 to 5; comment at least 2 characters after trimming (the placeholder's 10 is not enforced).
 */
export function normaliseRating(input: RatingInput): RatingValidation {
  const firstName = (input.firstName ?? '').trim();
  const lastName = (input.lastName ?? '').trim();
  const comment = (input.comment ?? '').trim();
  if (!Number.isInteger(input.score) || input.score < 1 || input.score > 5) {
    return { ok: false, message: 'La note doit être un entier de 1 à 5.' };
  }
  if (lastName.length === 0) return { ok: false, message: 'Veuillez remplir tous les champs obligatoires' };
  if (comment.length < COMMENT_MIN) {
    return { ok: false, message: `Minimum ${COMMENT_MIN} caractères requis.` };
  }
  if (comment.length > COMMENT_MAX) return { ok: false, message: `Maximum ${COMMENT_MAX} caractères autorisés.` };
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) {
    return { ok: false, message: `Maximum ${NAME_MAX} caractères autorisés.` };
  }
  return {
    ok: true,
    rating: { firstName: firstName.length === 0 ? ANONYMOUS_FIRST_NAME : firstName, lastName, score: input.score, comment },
  };
}
