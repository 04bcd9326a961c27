import type { Language } from '../types';
import type { BilingualCatalogue } from './catalogue';

/**
 * Authentication service (spec public §8).
 * 429 is not in the spec: the server this system adds rate-limits sign-in attempts (DESIGN.md); with the code
 * ACCOUNT_PROTECTED, the account's cap over every address is reached, and the owner is told how to get in. A 403 with
 * EMAIL_UNCONFIRMED: an anonymous sign-up's account whose address the mailed link has not confirmed yet. A 403 with
 * ACCOUNT_DISABLED: an administrator disabled the account (back-office "Comptes").
 */
export const authErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Requête invalide',
      401: 'Email ou mot de passe incorrect',
      403: 'Accès non autorisé',
      404: 'Service non trouvé',
      409: 'Un utilisateur avec cet email existe déjà',
      429: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
      500: 'Erreur interne du serveur',
    },
    byCode: {
      ACCOUNT_PROTECTED:
        'Trop de tentatives de connexion sur ce compte : connectez-vous depuis une connexion déjà utilisée, ou choisissez un nouveau mot de passe avec « Mot de passe oublié ».',
      EMAIL_UNCONFIRMED: 'Adresse e-mail non confirmée : ouvrez le lien reçu par courriel pour activer votre compte.',
      ACCOUNT_DISABLED: 'Ce compte est désactivé. Contactez l’administrateur de votre chambre.',
    },
    serverMessageOn400: true,
    noAnswer: 'Erreur de connexion au serveur',
    other: 'Erreur inconnue',
    clientError: 'Erreur: {message}',
    fallback: 'Une erreur est survenue',
  },
  en: {
    byStatus: {
      400: 'Invalid request',
      401: 'Incorrect email or password',
      403: 'Access not authorized',
      404: 'Service not found',
      409: 'A user with this email already exists',
      429: 'Too many sign-in attempts. Please try again later.',
      500: 'Internal server error',
    },
    byCode: {
      ACCOUNT_PROTECTED:
        'Too many sign-in attempts on this account: sign in from a connection you have used before, or choose a new password with "Forgot password".',
      EMAIL_UNCONFIRMED: 'E-mail address not confirmed: open the link you received by e-mail to activate your account.',
      ACCOUNT_DISABLED: 'This account is disabled. Contact your chamber’s administrator.',
    },
    serverMessageOn400: true,
    noAnswer: 'Unable to connect to the server',
    other: 'Unknown error',
    clientError: 'Error: {message}',
    fallback: 'An error occurred',
  },
};

export interface AuthMessages {
  readonly missingTokens: string;
  readonly refreshFailed: string;
  readonly sessionExpired: string;
  readonly noRefreshToken: string;
  readonly signInFailed: string;
}

/** The authentication service's other messages (spec public §8). */
export const authMessages: Readonly<Record<Language, AuthMessages>> = {
  fr: {
    missingTokens: 'Réponse invalide du serveur - tokens manquants',
    refreshFailed: 'Échec du rafraîchissement du token',
    sessionExpired: 'Session expirée, veuillez vous reconnecter',
    noRefreshToken: 'Aucun refresh token disponible',
    signInFailed: 'Erreur lors de la connexion',
  },
  en: {
    missingTokens: 'Invalid server response - missing tokens',
    refreshFailed: 'Failed to refresh the token',
    sessionExpired: 'Session expired, please sign in again',
    noRefreshToken: 'No refresh token available',
    signInFailed: 'Error while signing in',
  },
};
