import type { BilingualCatalogue } from './catalogue';

/**
 * "Mon compte" (the signed-in person's own account). Not in the spec. In French a 400 shows the service's message,
 * which names the rule ('Mot de passe actuel incorrect'). The service writes French: the two rules the forms cannot
 * check before sending come with a code and read in the interface language (WRONG_CURRENT_PASSWORD, SAME_EMAIL); any
 * other 400 in English is the generic text, never another rule's words. A 401 is an ended session (the client has
 * already tried to renew it).
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
    byCode: {
      WRONG_CURRENT_PASSWORD: 'Mot de passe actuel incorrect',
      SAME_EMAIL: 'C’est déjà l’adresse de votre compte.',
    },
    serverMessageOn400: true,
    noAnswer: 'Erreur de connexion au serveur',
    other: 'Erreur inconnue',
    fallback: 'Une erreur est survenue',
  },
  en: {
    byStatus: {
      400: 'Invalid request',
      401: 'Session expired, please sign in again',
      403: 'Access not authorized',
      409: 'A user with this email already exists',
      429: 'Too many attempts. Please try again later.',
      500: 'Internal server error',
    },
    byCode: {
      WRONG_CURRENT_PASSWORD: 'Incorrect current password',
      SAME_EMAIL: 'This is already your account’s address.',
    },
    serverMessageOn400: false,
    noAnswer: 'Unable to connect to the server',
    other: 'Unknown error',
    fallback: 'An error occurred',
  },
};
