import type { BilingualCatalogue } from './catalogue';

/** Announcement (event) service (spec admin §8). */
export const announcementErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides',
      401: 'Non autorisé',
      403: 'Accès interdit',
      404: 'Annonce non trouvée',
      409: 'Une annonce avec ce titre existe déjà',
      413: 'Fichier image trop volumineux',
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
      404: 'Announcement not found',
      409: 'An announcement with this title already exists',
      413: 'Image file too large',
      500: 'Internal server error',
    },
    serverMessageOn400: true,
    other: 'Connection error',
  },
};
