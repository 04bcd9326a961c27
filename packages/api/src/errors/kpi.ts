import type { BilingualCatalogue } from './catalogue';

/** Admin statistics (KPI) service (spec admin §8). */
export const kpiErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Requête invalide',
      401: 'Non autorisé',
      403: 'Accès interdit',
      404: 'Données non trouvées',
      500: 'Erreur interne du serveur',
    },
    serverMessageOn400: false,
    noAnswer: 'Erreur de connexion au serveur',
    other: 'Erreur {status}: Impossible de charger les données',
  },
  en: {
    byStatus: {
      400: 'Invalid request',
      401: 'Unauthorized',
      403: 'Access forbidden',
      404: 'Data not found',
      500: 'Internal server error',
    },
    serverMessageOn400: false,
    noAnswer: 'Unable to connect to the server',
    other: 'Error {status}: Unable to load the data',
  },
};
