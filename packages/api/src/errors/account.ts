import type { BilingualCatalogue } from './catalogue';

/**
 * "Mon compte" (the signed-in person's own account). Not in the spec. In French a 400 shows the service's message,
 * which names the rule ('Mot de passe actuel incorrect'). The service writes French: in English a 400 reads as the one
 * rule the forms cannot check before sending, the current password (they check the others with the service's rules,
 * the new address against the account's too). A 401 is an ended session (the client has already tried to renew it).
 */
export const accountErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Requête invalide',
      401: 'Session expirée, veuillez vous reconnecter',
      403: 'Accès non autorisé',
      409: 'Un utilisateur avec cet email existe déjà',
      429: 'Trop de tentatives. Veuillez réessayer plus tard.',
      500: 'Erreur interne du serveur',
    },
    serverMessageOn400: true,
    noAnswer: 'Erreur de connexion au serveur',
    other: 'Erreur inconnue',
    fallback: 'Une erreur est survenue',
  },
  en: {
    byStatus: {
      400: 'Incorrect current password',
      401: 'Session expired, please sign in again',
      403: 'Access not authorized',
      409: 'A user with this email already exists',
      429: 'Too many attempts. Please try again later.',
      500: 'Internal server error',
    },
    serverMessageOn400: false,
    noAnswer: 'Unable to connect to the server',
    other: 'Unknown error',
    fallback: 'An error occurred',
  },
};
