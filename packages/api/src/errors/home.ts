import type { BilingualCatalogue } from './catalogue';

/** Home service (spec public §8): home lists, countries, search of members, home statistics, tracking. */
export const homeErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides',
      401: 'Non autorisé',
      403: 'Accès interdit',
      404: 'Données non trouvées',
      500: 'Erreur interne du serveur',
    },
    serverMessageOn400: false,
    noAnswer: 'Erreur de connexion au serveur',
    other: 'Erreur {status}: Impossible de charger les données',
    clientError: 'Erreur: {message}',
  },
  en: {
    byStatus: {
      400: 'Invalid data',
      401: 'Unauthorized',
      403: 'Access forbidden',
      404: 'Data not found',
      500: 'Internal server error',
    },
    serverMessageOn400: false,
    noAnswer: 'Unable to connect to the server',
    other: 'Error {status}: Unable to load the data',
    clientError: 'Error: {message}',
  },
};
