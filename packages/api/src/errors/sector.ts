import type { BilingualCatalogue } from './catalogue';

/** Sector service (spec public §8). Categories share its texts but not its in-use words (categoryErrors below). */
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
    byCode: { IN_USE: 'Ce secteur compte encore des entreprises : déplacez-les d’abord.' },
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
    byCode: { IN_USE: 'This sector still has companies: move them first.' },
    serverMessageOn400: true,
    other: 'Connection error',
  },
};

/** Categories: the sector service's texts (the specs give them none of their own), with their own in-use words. */
export const categoryErrors: BilingualCatalogue = {
  fr: { ...sectorErrors.fr, byCode: { IN_USE: 'Cette catégorie compte encore des annonces : déplacez-les d’abord.' } },
  en: { ...sectorErrors.en, byCode: { IN_USE: 'This category still has announcements: move them first.' } },
};
