import type { BilingualCatalogue } from './catalogue';

/**
 * The back-office "Comptes" (listAccounts, inviteAdministrator, disableAccount, enableAccount). Not in the spec. A 409
 * with a code is one of the two refusals of disabling (one's own account, the last active network administrator); one
 * without is an e-mail another account has. The invitations' 429s are the member invitations' (same throttles).
 */
export const accountsErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides',
      401: 'Session expirée, veuillez vous reconnecter',
      403: 'Accès interdit',
      404: 'Compte non trouvé',
      409: 'Un utilisateur avec cet email existe déjà',
      429: 'Trop de tentatives. Veuillez réessayer plus tard.',
      500: 'Erreur interne du serveur',
    },
    byCode: {
      OWN_ACCOUNT: 'Vous ne pouvez pas désactiver votre propre compte.',
      LAST_NETWORK_ADMINISTRATOR: 'Le dernier administrateur du réseau actif ne peut pas être désactivé.',
      TOO_MANY_INVITATIONS: 'Trop d’invitations envoyées en peu de temps. Veuillez réessayer dans quelques minutes.',
      ADDRESS_RECENTLY_INVITED: 'Cette adresse a déjà reçu plusieurs invitations. Veuillez réessayer demain.',
    },
    serverMessageOn400: true,
    noAnswer: 'Erreur de connexion au serveur',
    other: 'Erreur inconnue',
    fallback: 'Une erreur est survenue',
  },
  en: {
    byStatus: {
      400: 'Invalid data',
      401: 'Session expired, please sign in again',
      403: 'Access forbidden',
      404: 'Account not found',
      409: 'A user with this email already exists',
      429: 'Too many attempts. Please try again later.',
      500: 'Internal server error',
    },
    byCode: {
      OWN_ACCOUNT: 'You cannot disable your own account.',
      LAST_NETWORK_ADMINISTRATOR: 'The last active network administrator cannot be disabled.',
      TOO_MANY_INVITATIONS: 'Too many invitations sent in a short time. Please try again in a few minutes.',
      ADDRESS_RECENTLY_INVITED: 'This address has already received several invitations. Please try again tomorrow.',
    },
    serverMessageOn400: false,
    noAnswer: 'Unable to connect to the server',
    other: 'Unknown error',
    fallback: 'An error occurred',
  },
};
