import type { BilingualCatalogue } from './catalogue';

/** Banner (ad) service (spec admin §8). */
export const bannerErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides pour la bannière',
      401: 'Non autorisé à accéder aux bannières',
      403: 'Accès interdit aux bannières',
      404: 'Bannière non trouvée',
      409: 'Une bannière avec ce titre existe déjà',
      413: 'Fichier trop volumineux',
      415: 'Type de fichier non supporté',
      500: 'Erreur interne du serveur lors du traitement de la bannière',
    },
    serverMessageOn400: true,
    other: 'Erreur de connexion lors de la gestion des bannières',
  },
  en: {
    byStatus: {
      400: 'Invalid banner data',
      401: 'Not authorized to access the banners',
      403: 'Access to the banners is forbidden',
      404: 'Banner not found',
      409: 'A banner with this title already exists',
      413: 'File too large',
      415: 'Unsupported file type',
      500: 'Internal server error while processing the banner',
    },
    serverMessageOn400: true,
    other: 'Connection error while managing the banners',
  },
};
