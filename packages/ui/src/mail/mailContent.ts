// What each mail says, in French and English: a subject and blocks (paragraphs, a link as a button, small print). The
// HTML part (MailDocument) and the plain-text part (renderMail) are both made from these blocks, so they say the same
// thing. The sender is the chamber that acts (its name or logo in the header, its name in the signature), or the network
// when no chamber does.

export const MAIL_KINDS = [
  'invitation',
  'administratorInvitation',
  'passwordReset',
  'confirmation',
  'welcome',
  'alreadyRegistered',
  'applicationReceived',
  'applicationApproved',
  'applicationRefused',
  'emailChange',
  'emailChangeNotice',
  'newReview',
  'weeklyDigest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type MailLanguage = 'fr' | 'en';

/**
 * Who the mail comes from: a chamber's name, or undefined for the network itself; and the chamber's logo as an
 * absolute URL (mail clients resolve no relative one), or undefined for none (the header shows the name instead).
 */
export interface MailSender {
  chamberName: string | undefined;
  logoUrl?: string | undefined;
}
type From = MailSender;

export interface MailData {
  invitation: From & { companyName: string; link: string; login: string };
  administratorInvitation: { chamberName: string; logoUrl?: string | undefined; link: string; login: string };
  passwordReset: From & { link: string };
  confirmation: From & { link: string };
  welcome: From & { link: string };
  alreadyRegistered: From & { link: string };
  applicationReceived: From & { companyName: string };
  applicationApproved: From & { companyName: string; link: string };
  applicationRefused: From & { companyName: string; reason: string | undefined };
  emailChange: From & { link: string; newEmail: string };
  emailChangeNotice: From & { newEmail: string };
  newReview: From & { companyName: string; author: string; score: number; comment: string; link: string; settingsLink: string };
  weeklyDigest: From & {
    companyName: string;
    /** The Monday the week began (UTC). */
    from: Date;
    views: WeekFigure;
    contacts: WeekFigure;
    searches: WeekFigure;
    link: string;
    settingsLink: string;
  };
}

/** A count over the past week and the week before. */
export interface WeekFigure {
  current: number;
  previous: number;
}

/** "24 novembre" / "November 24": the days a weekly digest covers, in UTC like its weeks. */
const dayOf = (date: Date, language: MailLanguage) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
const lastDayOf = (from: Date) => new Date(from.getTime() + 6 * 24 * 3600 * 1000);

/** A mail's blocks: paragraphs of text, a link as a button, a line of small print. */
export type MailBlock = { p: string } | { link: string; label: string } | { small: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

const network = { fr: 'le réseau des chambres de commerce', en: 'the chambers of commerce network' } as const;
/** The name the mail is signed with (and its header shows without a logo): the chamber's, else the directory's. */
export const signatureOf = (from: From, language: MailLanguage) =>
  from.chamberName ?? (language === 'fr' ? 'L’Annuaire des chambres de commerce' : 'The chambers of commerce directory');
const senderOf = (from: From, language: MailLanguage) => from.chamberName ?? network[language];
export const greetingOf = (language: MailLanguage) => (language === 'fr' ? 'Bonjour,' : 'Hello,');

export const MAIL_CONTENT: { [K in MailKind]: Record<MailLanguage, (data: MailData[K]) => MailContent> } = {
  invitation: {
    fr: (d) => ({
      subject: `Votre accès à l’annuaire : ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'fr'))} vous invite à gérer la fiche de ${d.companyName} dans l’annuaire.` },
        { p: 'Pour choisir votre mot de passe, ouvrez ce lien (valable une heure, une seule fois) :' },
        { link: d.link, label: 'Choisir mon mot de passe' },
        { p: `Votre identifiant : ${d.login}` },
      ],
    }),
    en: (d) => ({
      subject: `Your access to the directory: ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'en'))} invites you to manage the profile of ${d.companyName} in the directory.` },
        { p: 'To choose your password, open this link (valid for one hour, once):' },
        { link: d.link, label: 'Choose my password' },
        { p: `Your login: ${d.login}` },
      ],
    }),
  },
  administratorInvitation: {
    fr: (d) => ({
      subject: `Votre accès administrateur : ${d.chamberName}`,
      blocks: [
        { p: `Vous êtes invité à administrer ${d.chamberName} dans l’annuaire.` },
        { p: 'Pour choisir votre mot de passe, ouvrez ce lien (valable une heure, une seule fois) :' },
        { link: d.link, label: 'Choisir mon mot de passe' },
        { p: `Votre identifiant : ${d.login}` },
      ],
    }),
    en: (d) => ({
      subject: `Your administrator access: ${d.chamberName}`,
      blocks: [
        { p: `You are invited to administer ${d.chamberName} in the directory.` },
        { p: 'To choose your password, open this link (valid for one hour, once):' },
        { link: d.link, label: 'Choose my password' },
        { p: `Your login: ${d.login}` },
      ],
    }),
  },
  passwordReset: {
    fr: (d) => ({
      subject: 'Réinitialisation de votre mot de passe',
      blocks: [
        { p: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :' },
        { link: d.link, label: 'Choisir un nouveau mot de passe' },
        { small: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.' },
      ],
    }),
    en: (d) => ({
      subject: 'Password reset',
      blocks: [
        { p: 'To choose a new password, open this link (valid for one hour, once):' },
        { link: d.link, label: 'Choose a new password' },
        { small: 'If you did not ask for this, ignore this message.' },
      ],
    }),
  },
  confirmation: {
    fr: (d) => ({
      subject: 'Confirmez votre adresse',
      blocks: [
        { p: 'Pour activer votre compte de l’annuaire, ouvrez ce lien (valable 24 heures, une seule fois) :' },
        { link: d.link, label: 'Confirmer mon adresse' },
        { small: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : sans confirmation, le compte reste inutilisable.' },
      ],
    }),
    en: (d) => ({
      subject: 'Confirm your address',
      blocks: [
        { p: 'To activate your directory account, open this link (valid for 24 hours, once):' },
        { link: d.link, label: 'Confirm my address' },
        { small: 'If you did not sign up, ignore this message: without confirmation, the account cannot be used.' },
      ],
    }),
  },
  welcome: {
    fr: (d) => ({
      subject: 'Bienvenue dans l’annuaire',
      blocks: [
        { p: 'Votre compte de l’annuaire est créé. Connectez-vous ici :' },
        { link: d.link, label: 'Me connecter' },
        { small: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.' },
      ],
    }),
    en: (d) => ({
      subject: 'Welcome to the directory',
      blocks: [
        { p: 'Your directory account is created. Sign in here:' },
        { link: d.link, label: 'Sign in' },
        { small: 'If you did not sign up, ignore this message.' },
      ],
    }),
  },
  alreadyRegistered: {
    fr: (d) => ({
      subject: 'Votre compte de l’annuaire',
      blocks: [
        { p: 'Quelqu’un a demandé à créer un compte avec votre adresse, qui en a déjà un.' },
        { p: 'Connectez-vous, ou choisissez un nouveau mot de passe avec « Mot de passe oublié » :' },
        { link: d.link, label: 'Me connecter' },
        { small: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.' },
      ],
    }),
    en: (d) => ({
      subject: 'Your directory account',
      blocks: [
        { p: 'Someone asked to create an account with your address, which already has one.' },
        { p: 'Sign in, or choose a new password with "Forgot password":' },
        { link: d.link, label: 'Sign in' },
        { small: 'If you did not ask for this, ignore this message.' },
      ],
    }),
  },
  applicationReceived: {
    fr: (d) => ({
      subject: `Demande d’adhésion reçue : ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'fr'))} a bien reçu la demande d’adhésion de ${d.companyName}.` },
        { p: 'Elle sera examinée prochainement ; vous recevrez un courriel dès qu’une décision sera prise.' },
      ],
    }),
    en: (d) => ({
      subject: `Membership application received: ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'en'))} has received the membership application of ${d.companyName}.` },
        { p: 'It will be reviewed soon; you will receive an e-mail as soon as a decision is made.' },
      ],
    }),
  },
  applicationApproved: {
    fr: (d) => ({
      subject: `Demande d’adhésion acceptée : ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'fr'))} a accepté la demande d’adhésion de ${d.companyName}. Sa fiche est visible dans l’annuaire :` },
        { link: d.link, label: 'Voir la fiche' },
      ],
    }),
    en: (d) => ({
      subject: `Membership application approved: ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'en'))} has approved the membership application of ${d.companyName}. Its profile is visible in the directory:` },
        { link: d.link, label: 'See the profile' },
      ],
    }),
  },
  applicationRefused: {
    fr: (d) => ({
      subject: `Demande d’adhésion refusée : ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'fr'))} n’a pas pu accepter la demande d’adhésion de ${d.companyName}.` },
        ...(d.reason ? [{ p: `Motif : ${d.reason}` }] : []),
      ],
    }),
    en: (d) => ({
      subject: `Membership application refused: ${d.companyName}`,
      blocks: [
        { p: `${capitalise(senderOf(d, 'en'))} could not approve the membership application of ${d.companyName}.` },
        ...(d.reason ? [{ p: `Reason: ${d.reason}` }] : []),
      ],
    }),
  },
  emailChange: {
    fr: (d) => ({
      subject: 'Confirmez votre nouvelle adresse',
      blocks: [
        { p: `Pour que ${d.newEmail} devienne l’adresse de votre compte de l’annuaire, ouvrez ce lien (valable 24 heures, une seule fois) :` },
        { link: d.link, label: 'Confirmer ma nouvelle adresse' },
        { small: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : l’adresse du compte ne changera pas.' },
      ],
    }),
    en: (d) => ({
      subject: 'Confirm your new address',
      blocks: [
        { p: `To make ${d.newEmail} the address of your directory account, open this link (valid for 24 hours, once):` },
        { link: d.link, label: 'Confirm my new address' },
        { small: 'If you did not ask for this, ignore this message: the account’s address will not change.' },
      ],
    }),
  },
  emailChangeNotice: {
    fr: (d) => ({
      subject: 'Changement de l’adresse de votre compte',
      blocks: [
        {
          p: `Un changement de l’adresse de votre compte de l’annuaire vers ${d.newEmail} a été demandé. Il prendra effet quand le lien envoyé à cette adresse sera ouvert.`,
        },
        {
          small:
            'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe dans « Mon compte » (ou avec « Mot de passe oublié ») : la demande sera annulée.',
        },
      ],
    }),
    en: (d) => ({
      subject: 'Change of your account’s address',
      blocks: [
        { p: `A change of your directory account’s address to ${d.newEmail} was asked for. It takes effect once the link sent to that address is opened.` },
        { small: 'If you did not ask for this, change your password in "My account" (or with "Forgot password"): the request will be cancelled.' },
      ],
    }),
  },
  newReview: {
    fr: (d) => ({
      subject: `Nouvel avis sur ${d.companyName} : ${d.score}/5`,
      blocks: [
        { p: `${d.author} a donné la note de ${d.score}/5 à ${d.companyName} dans l’annuaire :` },
        { p: `« ${excerpt(d.comment)} »` },
        { link: d.link, label: 'Voir la fiche et ses avis' },
        { small: `Vous recevez ce message parce que les avis sont signalés par courriel. Pour ne plus les recevoir : ${d.settingsLink}` },
      ],
    }),
    en: (d) => ({
      subject: `New review of ${d.companyName}: ${d.score}/5`,
      blocks: [
        { p: `${d.author} rated ${d.companyName} ${d.score}/5 in the directory:` },
        { p: `“${excerpt(d.comment)}”` },
        { link: d.link, label: 'See the profile and its reviews' },
        { small: `You receive this message because reviews are announced by e-mail. To stop receiving them: ${d.settingsLink}` },
      ],
    }),
  },
  weeklyDigest: {
    fr: (d) => ({
      subject: `Votre semaine dans l’annuaire : ${d.companyName}`,
      blocks: [
        { p: `Du ${dayOf(d.from, 'fr')} au ${dayOf(lastDayOf(d.from), 'fr')}, la fiche de ${d.companyName} a compté :` },
        { p: `Vues de la fiche : ${d.views.current} (semaine précédente : ${d.views.previous})` },
        { p: `Contacts : ${d.contacts.current} (semaine précédente : ${d.contacts.previous})` },
        { p: `Recherches qui l’ont montrée : ${d.searches.current} (semaine précédente : ${d.searches.previous})` },
        { link: d.link, label: 'Voir mes statistiques' },
        { small: `Vous recevez ce résumé chaque lundi parce que vous l’avez demandé. Pour ne plus le recevoir : ${d.settingsLink}` },
      ],
    }),
    en: (d) => ({
      subject: `Your week in the directory: ${d.companyName}`,
      blocks: [
        { p: `From ${dayOf(d.from, 'en')} to ${dayOf(lastDayOf(d.from), 'en')}, the profile of ${d.companyName} had:` },
        { p: `Profile views: ${d.views.current} (week before: ${d.views.previous})` },
        { p: `Contacts: ${d.contacts.current} (week before: ${d.contacts.previous})` },
        { p: `Searches that showed it: ${d.searches.current} (week before: ${d.searches.previous})` },
        { link: d.link, label: 'See my statistics' },
        { small: `You receive this summary every Monday because you asked for it. To stop receiving it: ${d.settingsLink}` },
      ],
    }),
  },
};

/** A review's comment as a mail quotes it: whole when short, cut at a word otherwise (the page has the rest). */
export const REVIEW_EXCERPT_MAX = 280;
function excerpt(comment: string): string {
  if (comment.length <= REVIEW_EXCERPT_MAX) return comment;
  const cut = comment.slice(0, REVIEW_EXCERPT_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), REVIEW_EXCERPT_MAX / 2)).trimEnd()}…`;
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
