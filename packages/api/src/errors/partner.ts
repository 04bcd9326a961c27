import type { BilingualCatalogue } from './catalogue';

/** Partner service (spec public §8): 500 and 0 as in the home service. */
export const partnerErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données du partenaire invalides',
      401: 'Non autorisé',
      403: 'Accès interdit',
      404: 'Partenaire non trouvé',
      409: 'Un partenaire avec ce nom existe déjà',
      500: 'Erreur interne du serveur',
    },
    serverMessageOn400: false,
    noAnswer: 'Erreur de connexion au serveur',
    other: 'Erreur {status}: Impossible de charger les partenaires',
  },
  en: {
    byStatus: {
      400: 'Invalid partner data',
      401: 'Unauthorized',
      403: 'Access forbidden',
      404: 'Partner not found',
      409: 'A partner with this name already exists',
      500: 'Internal server error',
    },
    serverMessageOn400: false,
    noAnswer: 'Unable to connect to the server',
    other: 'Error {status}: Unable to load the partners',
  },
};
