import type { BilingualCatalogue } from './catalogue';

/** Sector service (spec public §8); categories use it too, having no catalogue of their own. */
export const sectorErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides',
      401: 'Non autorisé',
      403: 'Accès interdit',
      404: 'Ressource non trouvée',
      409: 'Une ressource avec ce nom existe déjà',
      500: 'Erreur interne du serveur',
    },
    serverMessageOn400: true,
    other: 'Erreur de connexion',
  },
  en: {
    byStatus: {
      400: 'Invalid data',
      401: 'Unauthorized',
      403: 'Access forbidden',
      404: 'Resource not found',
      409: 'A resource with this name already exists',
      500: 'Internal server error',
    },
    serverMessageOn400: true,
    other: 'Connection error',
  },
};
