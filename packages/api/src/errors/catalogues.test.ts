import { describe, expect, it } from 'vitest';
import { accountErrors } from './account';
import { accountsErrors } from './accounts';
import { announcementErrors } from './announcement';
import { amchamErrors } from './amcham';
import { authErrors, authMessages } from './auth';
import { bannerErrors } from './banner';
import { describeFailure, type BilingualCatalogue } from './catalogue';
import { companyErrors } from './company';
import { homeErrors } from './home';
import { kpiErrors } from './kpi';
import { partnerErrors } from './partner';
import { categoryErrors, sectorErrors } from './sector';
import { statisticsErrors, statisticsPageMessages } from './statistics';

// Each row: [HTTP status, French message, English message]. Copied from spec public §8 and admin §8.
type Row = readonly [number, string, string];

const noServerMessage = { message: '', status: 0, error: '' };
const http = (status: number, body: unknown = noServerMessage) => ({ kind: 'http' as const, status, body });
const noAnswer = { kind: 'no-answer' as const, cause: new TypeError('Failed to fetch') };
const clientError = { kind: 'client' as const, cause: new Error('Unexpected token < in JSON') };

function checkRows(catalogue: BilingualCatalogue, rows: readonly Row[]) {
  it.each(rows)('status %i reads %j in French and %j in English', (status, fr, en) => {
    expect(describeFailure(catalogue, http(status), 'fr')).toMatchObject({ message: fr, status });
    expect(describeFailure(catalogue, http(status), 'en')).toMatchObject({ message: en, status });
  });
}

describe('home service catalogue (spec public §8)', () => {
  checkRows(homeErrors, [
    [400, 'Données invalides', 'Invalid data'],
    [401, 'Non autorisé', 'Unauthorized'],
    [403, 'Accès interdit', 'Access forbidden'],
    [404, 'Données non trouvées', 'Data not found'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [503, 'Erreur 503: Impossible de charger les données', 'Error 503: Unable to load the data'],
    [409, 'Erreur 409: Impossible de charger les données', 'Error 409: Unable to load the data'],
  ]);
  it('ignores the server message on 400', () => {
    expect(describeFailure(homeErrors, http(400, { message: 'page must be >= 0' }), 'fr').message).toBe('Données invalides');
  });
  it('says the server could not be reached when there is no answer (status 0)', () => {
    expect(describeFailure(homeErrors, noAnswer, 'fr')).toEqual({ message: 'Erreur de connexion au serveur', status: 0, error: 'Failed to fetch' });
    expect(describeFailure(homeErrors, noAnswer, 'en').message).toBe('Unable to connect to the server');
  });
  it("words a client-side error as 'Erreur: {message}'", () => {
    expect(describeFailure(homeErrors, clientError, 'fr')).toEqual({
      message: 'Erreur: Unexpected token < in JSON',
      status: 0,
      error: 'Unexpected token < in JSON',
    });
    expect(describeFailure(homeErrors, clientError, 'en').message).toBe('Error: Unexpected token < in JSON');
  });
});

describe('company service catalogue (spec public §8)', () => {
  checkRows(companyErrors, [
    [400, 'Données invalides', 'Invalid data'],
    [401, 'Non autorisé', 'Unauthorized'],
    [403, 'Accès interdit', 'Access forbidden'],
    [404, 'Ressource non trouvée', 'Resource not found'],
    [409, 'Une entreprise avec ce nom existe déjà', 'A company with this name already exists'],
    [413, 'Fichier trop volumineux', 'File too large'],
    [429, 'Trop de requêtes. Veuillez réessayer plus tard.', 'Too many requests. Please try again later.'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [502, 'Erreur de connexion', 'Connection error'],
  ]);
  it('shows the server message on 400 when the server sent one', () => {
    const body = { message: 'La description doit contenir au moins 50 caractères', status: 400, error: 'Bad Request' };
    expect(describeFailure(companyErrors, http(400, body), 'fr')).toEqual({ message: body.message, status: 400, error: 'Bad Request' });
    expect(describeFailure(companyErrors, http(400, body), 'en').message).toBe(body.message);
  });
  it("falls back to 'Données invalides' on 400 when the server message is blank", () => {
    expect(describeFailure(companyErrors, http(400, { message: '  ' }), 'fr').message).toBe('Données invalides');
  });
  it("words no answer as 'Erreur de connexion' (the catalogue has no row for 0)", () => {
    expect(describeFailure(companyErrors, noAnswer, 'fr')).toMatchObject({ message: 'Erreur de connexion', status: 0 });
    expect(describeFailure(companyErrors, noAnswer, 'en').message).toBe('Connection error');
  });
  it("words a client-side error as 'Erreur: {message}'", () => {
    expect(describeFailure(companyErrors, clientError, 'fr').message).toBe('Erreur: Unexpected token < in JSON');
    expect(describeFailure(companyErrors, clientError, 'en').message).toBe('Error: Unexpected token < in JSON');
  });
  it("words a client-side error without a message as the default 'Une erreur est survenue'", () => {
    const silent = { kind: 'client' as const, cause: new Error('') };
    expect(describeFailure(companyErrors, silent, 'fr').message).toBe('Une erreur est survenue');
    expect(describeFailure(companyErrors, silent, 'en').message).toBe('An error occurred');
  });
  it("words the invitations' two 429s (the administrator's limit, the invited address's) in their own words", () => {
    const limited = (code: string) => http(429, { message: 'x', status: 429, error: 'Too Many Requests', code });
    expect(describeFailure(companyErrors, limited('TOO_MANY_INVITATIONS'), 'fr').message).toBe(
      'Trop d’invitations envoyées en peu de temps. Veuillez réessayer dans quelques minutes.',
    );
    expect(describeFailure(companyErrors, limited('TOO_MANY_INVITATIONS'), 'en').message).toBe(
      'Too many invitations sent in a short time. Please try again in a few minutes.',
    );
    expect(describeFailure(companyErrors, limited('ADDRESS_RECENTLY_INVITED'), 'fr').message).toBe(
      'Cette adresse a déjà reçu plusieurs invitations. Veuillez réessayer demain.',
    );
    expect(describeFailure(companyErrors, limited('ADDRESS_RECENTLY_INVITED'), 'en').message).toBe(
      'This address has already received several invitations. Please try again tomorrow.',
    );
  });
});

describe('sector service catalogue (spec public §8)', () => {
  checkRows(sectorErrors, [
    [400, 'Données invalides', 'Invalid data'],
    [401, 'Non autorisé', 'Unauthorized'],
    [403, 'Accès interdit', 'Access forbidden'],
    [404, 'Ressource non trouvée', 'Resource not found'],
    [409, 'Une ressource avec ce nom existe déjà', 'A resource with this name already exists'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [418, 'Erreur de connexion', 'Connection error'],
  ]);
  it('shows the server message on 400 when the server sent one', () => {
    expect(describeFailure(sectorErrors, http(400, { message: 'Le nom français est requis' }), 'fr').message).toBe('Le nom français est requis');
  });
  it("words no answer and client-side errors as 'Erreur de connexion'", () => {
    expect(describeFailure(sectorErrors, noAnswer, 'fr').message).toBe('Erreur de connexion');
    expect(describeFailure(sectorErrors, clientError, 'en')).toMatchObject({ message: 'Connection error', status: 0 });
  });
  it('words a 409 IN_USE (a sector that still has companies) in its own words, not as the duplicate name', () => {
    const inUse = http(409, { message: 'x', status: 409, error: 'Conflict', code: 'IN_USE' });
    expect(describeFailure(sectorErrors, inUse, 'fr')).toMatchObject({
      message: 'Ce secteur compte encore des entreprises : déplacez-les d’abord.',
      status: 409,
    });
    expect(describeFailure(sectorErrors, inUse, 'en').message).toBe('This sector still has companies: move them first.');
  });
});

describe('category catalogue (the sector texts, its own in-use words)', () => {
  checkRows(categoryErrors, [
    [409, 'Une ressource avec ce nom existe déjà', 'A resource with this name already exists'],
    [403, 'Accès interdit', 'Access forbidden'],
  ]);
  it('words a 409 IN_USE (a category that still has announcements) in its own words', () => {
    const inUse = http(409, { message: 'x', status: 409, error: 'Conflict', code: 'IN_USE' });
    expect(describeFailure(categoryErrors, inUse, 'fr').message).toBe('Cette catégorie compte encore des annonces : déplacez-les d’abord.');
    expect(describeFailure(categoryErrors, inUse, 'en').message).toBe('This category still has announcements: move them first.');
  });
});

describe('partner service catalogue (spec public §8)', () => {
  checkRows(partnerErrors, [
    [400, 'Données du partenaire invalides', 'Invalid partner data'],
    [401, 'Non autorisé', 'Unauthorized'],
    [403, 'Accès interdit', 'Access forbidden'],
    [404, 'Partenaire non trouvé', 'Partner not found'],
    [409, 'Un partenaire avec ce nom existe déjà', 'A partner with this name already exists'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [502, 'Erreur 502: Impossible de charger les partenaires', 'Error 502: Unable to load the partners'],
  ]);
  it('ignores the server message on 400', () => {
    expect(describeFailure(partnerErrors, http(400, { message: 'name is required' }), 'fr').message).toBe('Données du partenaire invalides');
  });
  it('says the server could not be reached when there is no answer (status 0), as the home service', () => {
    expect(describeFailure(partnerErrors, noAnswer, 'fr').message).toBe('Erreur de connexion au serveur');
    expect(describeFailure(partnerErrors, noAnswer, 'en').message).toBe('Unable to connect to the server');
  });
});

describe('authentication catalogue (spec public §8)', () => {
  checkRows(authErrors, [
    [400, 'Requête invalide', 'Invalid request'],
    [401, 'Email ou mot de passe incorrect', 'Incorrect email or password'],
    [403, 'Accès non autorisé', 'Access not authorized'],
    [404, 'Service non trouvé', 'Service not found'],
    [409, 'Un utilisateur avec cet email existe déjà', 'A user with this email already exists'],
    [429, 'Trop de tentatives de connexion. Veuillez réessayer plus tard.', 'Too many sign-in attempts. Please try again later.'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [502, 'Erreur inconnue', 'Unknown error'],
  ]);
  it('shows the server message on 400 when the server sent one', () => {
    expect(describeFailure(authErrors, http(400, { message: 'email must be an e-mail' }), 'fr').message).toBe('email must be an e-mail');
  });
  it("words a 429 ACCOUNT_PROTECTED (the account's cap over every address) as how the owner still gets in", () => {
    const capped = http(429, { message: 'x', status: 429, error: 'Too Many Requests', code: 'ACCOUNT_PROTECTED' });
    expect(describeFailure(authErrors, capped, 'fr').message).toBe(
      'Trop de tentatives de connexion sur ce compte : connectez-vous depuis une connexion déjà utilisée, ou choisissez un nouveau mot de passe avec « Mot de passe oublié ».',
    );
    expect(describeFailure(authErrors, capped, 'en').message).toBe(
      'Too many sign-in attempts on this account: sign in from a connection you have used before, or choose a new password with "Forgot password".',
    );
  });
  it('says the server could not be reached when there is no answer (status 0)', () => {
    expect(describeFailure(authErrors, noAnswer, 'fr').message).toBe('Erreur de connexion au serveur');
    expect(describeFailure(authErrors, noAnswer, 'en').message).toBe('Unable to connect to the server');
  });
  it("words a client-side error as 'Erreur: {message}', or the default when it has no message", () => {
    expect(describeFailure(authErrors, clientError, 'fr').message).toBe('Erreur: Unexpected token < in JSON');
    expect(describeFailure(authErrors, { kind: 'client', cause: {} }, 'fr').message).toBe('Une erreur est survenue');
    expect(describeFailure(authErrors, { kind: 'client', cause: {} }, 'en').message).toBe('An error occurred');
  });
  it('has the extra authentication messages in both languages', () => {
    expect(authMessages.fr).toEqual({
      missingTokens: 'Réponse invalide du serveur - tokens manquants',
      refreshFailed: 'Échec du rafraîchissement du token',
      sessionExpired: 'Session expirée, veuillez vous reconnecter',
      noRefreshToken: 'Aucun refresh token disponible',
      signInFailed: 'Erreur lors de la connexion',
    });
    expect(authMessages.en).toEqual({
      missingTokens: 'Invalid server response - missing tokens',
      refreshFailed: 'Failed to refresh the token',
      sessionExpired: 'Session expired, please sign in again',
      noRefreshToken: 'No refresh token available',
      signInFailed: 'Error while signing in',
    });
  });
});

describe('member statistics catalogue (spec public §8)', () => {
  checkRows(statisticsErrors, [
    [400, 'Données invalides pour la requête statistique', 'Invalid data for the statistics request'],
    [401, 'Non autorisé à accéder aux statistiques', 'Not authorized to access the statistics'],
    [403, 'Accès interdit aux statistiques', 'Access to the statistics is forbidden'],
    [404, 'Statistiques non trouvées pour cette entreprise', 'No statistics found for this company'],
    [500, 'Erreur interne du serveur lors du traitement des statistiques', 'Internal server error while processing the statistics'],
    [504, 'Erreur de connexion lors de la récupération des statistiques', 'Connection error while retrieving the statistics'],
  ]);
  it('shows the server message on 400 when the server sent one', () => {
    expect(describeFailure(statisticsErrors, http(400, { message: 'companyId invalide' }), 'en').message).toBe('companyId invalide');
  });
  it('shows a client-side error as its own message', () => {
    expect(describeFailure(statisticsErrors, clientError, 'fr').message).toBe('Unexpected token < in JSON');
  });
  it('words no answer as the connection error of the statistics', () => {
    expect(describeFailure(statisticsErrors, noAnswer, 'fr').message).toBe('Erreur de connexion lors de la récupération des statistiques');
  });
  it('has the page messages in both languages', () => {
    expect(statisticsPageMessages.en).toEqual({
      sessionExpired: 'Session expired, please log in again',
      loadingError: 'Error loading statistics',
      noCompany: 'No company associated with your account',
      noMember: 'No member associated with your account',
      noData: 'No data available',
    });
    expect(statisticsPageMessages.fr.noCompany).toBe('Aucune entreprise associée à votre compte');
  });
});

describe('banner service catalogue (spec admin §8)', () => {
  checkRows(bannerErrors, [
    [400, 'Données invalides pour la bannière', 'Invalid banner data'],
    [401, 'Non autorisé à accéder aux bannières', 'Not authorized to access the banners'],
    [403, 'Accès interdit aux bannières', 'Access to the banners is forbidden'],
    [404, 'Bannière non trouvée', 'Banner not found'],
    [409, 'Une bannière avec ce titre existe déjà', 'A banner with this title already exists'],
    [413, 'Fichier trop volumineux', 'File too large'],
    [415, 'Type de fichier non supporté', 'Unsupported file type'],
    [500, 'Erreur interne du serveur lors du traitement de la bannière', 'Internal server error while processing the banner'],
    [502, 'Erreur de connexion lors de la gestion des bannières', 'Connection error while managing the banners'],
  ]);
  it('shows the server message on 400 when the server sent one', () => {
    expect(describeFailure(bannerErrors, http(400, { message: 'endDate est requise' }), 'fr').message).toBe('endDate est requise');
  });
});

describe('announcement service catalogue (spec admin §8)', () => {
  checkRows(announcementErrors, [
    [400, 'Données invalides', 'Invalid data'],
    [401, 'Non autorisé', 'Unauthorized'],
    [403, 'Accès interdit', 'Access forbidden'],
    [404, 'Annonce non trouvée', 'Announcement not found'],
    [409, 'Une annonce avec ce titre existe déjà', 'An announcement with this title already exists'],
    [413, 'Fichier image trop volumineux', 'Image file too large'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [415, 'Type de fichier non supporté', 'Unsupported file type'],
  ]);
  it('shows the server message on 400 when the server sent one', () => {
    expect(describeFailure(announcementErrors, http(400, { message: 'Le titre est requis' }), 'fr').message).toBe('Le titre est requis');
  });
});

describe('admin statistics (KPI) catalogue (spec admin §8)', () => {
  checkRows(kpiErrors, [
    [400, 'Requête invalide', 'Invalid request'],
    [401, 'Non autorisé', 'Unauthorized'],
    [403, 'Accès interdit', 'Access forbidden'],
    [404, 'Données non trouvées', 'Data not found'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [503, 'Erreur 503: Impossible de charger les données', 'Error 503: Unable to load the data'],
  ]);
  it('ignores the server message on 400', () => {
    expect(describeFailure(kpiErrors, http(400, { message: 'bad range' }), 'fr').message).toBe('Requête invalide');
  });
  it('says the server could not be reached when there is no answer (status 0)', () => {
    expect(describeFailure(kpiErrors, noAnswer, 'fr').message).toBe('Erreur de connexion au serveur');
    expect(describeFailure(kpiErrors, noAnswer, 'en').message).toBe('Unable to connect to the server');
  });
});

describe('Amcham service catalogue (spec admin §8)', () => {
  checkRows(amchamErrors, [
    [400, 'Données invalides', 'Invalid data'],
    [401, 'Non autorisé - Token manquant ou invalide - Veuillez vous reconnecter.', 'Unauthorized - Missing or invalid token - Please sign in again.'],
    [403, 'Accès interdit - Authentification requise - Veuillez vous reconnecter.', 'Access forbidden - Authentication required - Please sign in again.'],
    [404, 'Ressource non trouvée', 'Resource not found'],
    [409, 'Un pays AMCHAM avec ce nom existe déjà', 'An AMCHAM country with this name already exists'],
    [413, 'Fichier trop volumineux', 'File too large'],
    [500, 'Erreur interne du serveur', 'Internal server error'],
    [502, 'Erreur de connexion', 'Connection error'],
  ]);
  it('ignores the server message on 400', () => {
    expect(describeFailure(amchamErrors, http(400, { message: 'name too short' }), 'fr').message).toBe('Données invalides');
  });
  it('words a 409 IN_USE (a chamber that still has members) in its own words, not as the duplicate name', () => {
    const inUse = http(409, { message: 'x', status: 409, error: 'Conflict', code: 'IN_USE' });
    expect(describeFailure(amchamErrors, inUse, 'fr').message).toBe('Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.');
    expect(describeFailure(amchamErrors, inUse, 'en').message).toBe('This chamber still has members or users: move them first.');
  });
  it('words a 409 COUNTRY_TAKEN (a second chamber for a country) in its own words, not as the duplicate name', () => {
    const taken = http(409, { message: 'x', status: 409, error: 'Conflict', code: 'COUNTRY_TAKEN' });
    expect(describeFailure(amchamErrors, taken, 'fr').message).toBe('Ce pays a déjà une chambre de commerce.');
    expect(describeFailure(amchamErrors, taken, 'en').message).toBe('This country already has a chamber of commerce.');
  });
  it("words a client-side network error as 'Erreur: {message}'", () => {
    expect(describeFailure(amchamErrors, noAnswer, 'fr')).toEqual({ message: 'Erreur: Failed to fetch', status: 0, error: 'Failed to fetch' });
    expect(describeFailure(amchamErrors, noAnswer, 'en').message).toBe('Error: Failed to fetch');
    expect(describeFailure(amchamErrors, clientError, 'fr').message).toBe('Erreur: Unexpected token < in JSON');
  });
});

describe('given a refused file (413, 415)', () => {
  const wrongType = http(415, { message: 'Seuls les fichiers PNG et JPG sont autorisés.', status: 415, error: 'Unsupported Media Type' });
  const tooManyPixels = http(413, { message: 'Image trop grande : 40 millions de pixels au maximum.', status: 413, error: 'Payload Too Large' });

  it.each([
    ['company', companyErrors],
    ['Amcham', amchamErrors],
    ['banner', bannerErrors],
    ['announcement', announcementErrors],
    ['partner', partnerErrors],
  ] as const)("the %s catalogue shows the service's message in French, never 'Erreur de connexion'", (_name, catalogue) => {
    expect(describeFailure(catalogue, wrongType, 'fr').message).toBe('Seuls les fichiers PNG et JPG sont autorisés.');
    expect(describeFailure(catalogue, tooManyPixels, 'fr').message).toBe('Image trop grande : 40 millions de pixels au maximum.');
  });

  it('says so in English, where the service writes French', () => {
    expect(describeFailure(companyErrors, wrongType, 'en').message).toBe('Unsupported file type');
    expect(describeFailure(amchamErrors, wrongType, 'en').message).toBe('Unsupported file type');
    expect(describeFailure(amchamErrors, tooManyPixels, 'en').message).toBe('File too large');
  });
});

describe('given the daily cap on reviews (429 RATING_DAILY_LIMIT)', () => {
  it('says to try again tomorrow, in both languages', () => {
    const capped = http(429, { message: 'x', status: 429, error: 'Too Many Requests', code: 'RATING_DAILY_LIMIT' });
    expect(describeFailure(companyErrors, capped, 'fr').message).toBe(
      'Un seul avis par entreprise et par jour depuis une même connexion. Veuillez réessayer demain.',
    );
    expect(describeFailure(companyErrors, capped, 'en').message).toBe(
      'One review per company and per day from the same connection. Please try again tomorrow.',
    );
    expect(describeFailure(companyErrors, http(429), 'fr').message).toBe('Trop de requêtes. Veuillez réessayer plus tard.');
  });
});

describe('given a form refused for one of its fields (400 with fields)', () => {
  it('keeps each field with its own message', () => {
    const body = {
      message: 'name : Maximum 150 caractères autorisés.',
      status: 400,
      error: 'Bad Request',
      fields: { name: 'Maximum 150 caractères autorisés.' },
    };
    expect(describeFailure(companyErrors, http(400, body), 'fr')).toEqual({
      message: 'name : Maximum 150 caractères autorisés.',
      status: 400,
      error: 'Bad Request',
      fields: { name: 'Maximum 150 caractères autorisés.' },
    });
    expect(describeFailure(companyErrors, http(400, { message: 'Données invalides' }), 'fr')).not.toHaveProperty('fields');
  });
});

describe('given a server error body', () => {
  it("keeps the server's error label in `error`", () => {
    expect(describeFailure(homeErrors, http(404, { message: 'Entreprise introuvable', status: 404, error: 'Not Found' }), 'fr')).toEqual({
      message: 'Données non trouvées',
      status: 404,
      error: 'Not Found',
    });
  });
  it('names the status when the body is not the error shape', () => {
    expect(describeFailure(homeErrors, http(500, '<html>oops</html>'), 'fr').error).toBe('Internal Server Error');
    expect(describeFailure(homeErrors, http(507, undefined), 'fr').error).toBe('HTTP 507');
  });
});

describe('accounts catalogue (the back-office "Comptes")', () => {
  const refused = (code: string) => http(409, { message: 'x', status: 409, error: 'Conflict', code });
  it('words the two refusals of disabling in both languages, not as the duplicate e-mail', () => {
    expect(describeFailure(accountsErrors, refused('OWN_ACCOUNT'), 'fr').message).toBe('Vous ne pouvez pas désactiver votre propre compte.');
    expect(describeFailure(accountsErrors, refused('OWN_ACCOUNT'), 'en').message).toBe('You cannot disable your own account.');
    expect(describeFailure(accountsErrors, refused('LAST_NETWORK_ADMINISTRATOR'), 'fr').message).toBe(
      'Le dernier administrateur du réseau actif ne peut pas être désactivé.',
    );
    expect(describeFailure(accountsErrors, refused('LAST_NETWORK_ADMINISTRATOR'), 'en').message).toBe(
      'The last active network administrator cannot be disabled.',
    );
    expect(describeFailure(accountsErrors, http(409), 'fr').message).toBe('Un utilisateur avec cet email existe déjà');
  });
  it("words a disabled account's sign-in (auth catalogue)", () => {
    const disabled = http(403, { message: 'x', status: 403, error: 'Forbidden', code: 'ACCOUNT_DISABLED' });
    expect(describeFailure(authErrors, disabled, 'fr').message).toBe('Ce compte est désactivé. Contactez l’administrateur de votre chambre.');
    expect(describeFailure(authErrors, disabled, 'en').message).toBe('This account is disabled. Contact your chamber’s administrator.');
  });
});

describe('account catalogue ("Mon compte")', () => {
  const refused = (code: string | undefined, message: string) => http(400, { message, status: 400, error: 'Bad Request', ...(code ? { code } : {}) });
  it('words a wrong current password and the same address in the interface language', () => {
    const wrong = refused('WRONG_CURRENT_PASSWORD', 'Mot de passe actuel incorrect');
    const same = refused('SAME_EMAIL', 'C’est déjà l’adresse de votre compte.');
    expect(describeFailure(accountErrors, wrong, 'fr').message).toBe('Mot de passe actuel incorrect');
    expect(describeFailure(accountErrors, wrong, 'en').message).toBe('Incorrect current password');
    expect(describeFailure(accountErrors, same, 'fr').message).toBe('C’est déjà l’adresse de votre compte.');
    expect(describeFailure(accountErrors, same, 'en').message).toBe('This is already your account’s address.');
  });
  it('never words another 400 as a wrong current password in English', () => {
    const other = refused(undefined, 'Lien de confirmation invalide ou expiré');
    expect(describeFailure(accountErrors, other, 'fr').message).toBe('Lien de confirmation invalide ou expiré');
    expect(describeFailure(accountErrors, other, 'en').message).not.toBe('Incorrect current password');
  });
});
