import type { BilingualCatalogue } from './catalogue';

/**
 * Amcham (country chamber) service (spec admin §8): a client-side network error gives 'Erreur: {message}',
 * and 401/403 get the ' - Veuillez vous reconnecter.' suffix.
 */
export const amchamErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides',
      401: 'Non autorisé - Token manquant ou invalide',
      403: 'Accès interdit - Authentification requise',
      404: 'Ressource non trouvée',
      409: 'Un pays AMCHAM avec ce nom existe déjà',
      413: 'Fichier trop volumineux',
      500: 'Erreur interne du serveur',
    },
    byCode: {
      IN_USE: 'Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.',
      COUNTRY_TAKEN: 'Ce pays a déjà une chambre de commerce.',
    },
    serverMessageOn400: false,
    noAnswer: 'Erreur: {message}',
    other: 'Erreur de connexion',
    clientError: 'Erreur: {message}',
    reconnect: { statuses: [401, 403], suffix: ' - Veuillez vous reconnecter.' },
  },
  en: {
    byStatus: {
      400: 'Invalid data',
      401: 'Unauthorized - Missing or invalid token',
      403: 'Access forbidden - Authentication required',
      404: 'Resource not found',
      409: 'An AMCHAM country with this name already exists',
      413: 'File too large',
      500: 'Internal server error',
    },
    byCode: { IN_USE: 'This chamber still has members or users: move them first.', COUNTRY_TAKEN: 'This country already has a chamber of commerce.' },
    serverMessageOn400: false,
    noAnswer: 'Error: {message}',
    other: 'Connection error',
    clientError: 'Error: {message}',
    reconnect: { statuses: [401, 403], suffix: ' - Please sign in again.' },
  },
};
