import type { Language } from '../types';
import type { BilingualCatalogue } from './catalogue';

/** Member statistics service (spec public §8): a client-side error shows its own message. */
export const statisticsErrors: BilingualCatalogue = {
  fr: {
    byStatus: {
      400: 'Données invalides pour la requête statistique',
      401: 'Non autorisé à accéder aux statistiques',
      403: 'Accès interdit aux statistiques',
      404: 'Statistiques non trouvées pour cette entreprise',
      500: 'Erreur interne du serveur lors du traitement des statistiques',
    },
    serverMessageOn400: true,
    other: 'Erreur de connexion lors de la récupération des statistiques',
    clientError: '{message}',
  },
  en: {
    byStatus: {
      400: 'Invalid data for the statistics request',
      401: 'Not authorized to access the statistics',
      403: 'Access to the statistics is forbidden',
      404: 'No statistics found for this company',
      500: 'Internal server error while processing the statistics',
    },
    serverMessageOn400: true,
    other: 'Connection error while retrieving the statistics',
    clientError: '{message}',
  },
};

export interface StatisticsPageMessages {
  readonly sessionExpired: string;
  readonly loadingError: string;
  readonly noCompany: string;
  readonly noMember: string;
  readonly noData: string;
}

/** The member statistics page's messages (spec public §8, statistics service). */
export const statisticsPageMessages: Readonly<Record<Language, StatisticsPageMessages>> = {
  fr: {
    sessionExpired: 'Session expirée, veuillez vous reconnecter',
    loadingError: 'Erreur lors du chargement des statistiques',
    noCompany: 'Aucune entreprise associée à votre compte',
    noMember: 'Aucun membre associé à votre compte',
    noData: 'Aucune donnée disponible',
  },
  en: {
    sessionExpired: 'Session expired, please log in again',
    loadingError: 'Error loading statistics',
    noCompany: 'No company associated with your account',
    noMember: 'No member associated with your account',
    noData: 'No data available',
  },
};
