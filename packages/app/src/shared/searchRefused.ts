import { SEARCH_KEYWORD_MAX_LENGTH } from '@annuaire/api';
import type { IntlShape } from 'react-intl';

/**
 * What the search banner says when the service refused the search itself (400: a keyword over the contract's limit,
 * from an address typed or kept from before): why, in the visitor's language, rather than the general failure.
 * Undefined for any other failure (the spec's general message stands). `error` is the query's error (an ApiError).
 */
export function searchRefusedMessage(error: object | undefined, intl: IntlShape): string | undefined {
  const refused = error !== undefined && 'status' in error && error.status === 400;
  return refused ? intl.formatMessage({ id: 'public.search.invalid' }, { max: SEARCH_KEYWORD_MAX_LENGTH }) : undefined;
}
