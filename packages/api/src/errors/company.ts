import type { BilingualCatalogue } from './catalogue';

/**
 * Company service (spec public §8): member details, profile, media, hours, ratings.
 * 429 is not in the spec: the server this system adds rate-limits rating creation (DESIGN.md), with a daily cap on
 * reviews (code RATING_DAILY_LIMIT) that says to try again tomorrow, and the invitations of a company's
 * representative (per administrator, code TOO_MANY_INVITATIONS; per address, ADDRESS_RECENTLY_INVITED).
 */
export const companyErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides',
      401: 'Non autorisé',
      403: 'Accès interdit',
      404: 'Ressource non trouvée',
      409: 'Une entreprise avec ce nom existe déjà',
      413: 'Fichier trop volumineux',
      429: 'Trop de requêtes. Veuillez réessayer plus tard.',
      500: 'Erreur interne du serveur',
    },
    byCode: {
      TOO_MANY_INVITATIONS: 'Trop d’invitations envoyées en peu de temps. Veuillez réessayer dans quelques minutes.',
      ADDRESS_RECENTLY_INVITED: 'Cette adresse a déjà reçu plusieurs invitations. Veuillez réessayer demain.',
      RATING_DAILY_LIMIT: 'Un seul avis par entreprise et par jour depuis une même connexion. Veuillez réessayer demain.',
    },
    serverMessageOn400: true,
    other: 'Erreur de connexion',
    clientError: 'Erreur: {message}',
    fallback: 'Une erreur est survenue',
  },
  en: {
    byStatus: {
      400: 'Invalid data',
      401: 'Unauthorized',
      403: 'Access forbidden',
      404: 'Resource not found',
      409: 'A company with this name already exists',
      413: 'File too large',
      429: 'Too many requests. Please try again later.',
      500: 'Internal server error',
    },
    byCode: {
      TOO_MANY_INVITATIONS: 'Too many invitations sent in a short time. Please try again in a few minutes.',
      ADDRESS_RECENTLY_INVITED: 'This address has already received several invitations. Please try again tomorrow.',
      RATING_DAILY_LIMIT: 'One review per company and per day from the same connection. Please try again tomorrow.',
    },
    serverMessageOn400: true,
    other: 'Connection error',
    clientError: 'Error: {message}',
    fallback: 'An error occurred',
  },
};
