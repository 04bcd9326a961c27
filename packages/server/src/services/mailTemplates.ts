// The service's mails, in the recipient's language (French by default, English), each as a subject, a plain-text
// part and an HTML part saying the same thing. Every link is built from PUBLIC_URL by the caller. The sender is the
// chamber that acts (its name in the greeting and the signature), or the network when no chamber does.
import type { MailKind, MailLanguage } from '../repositories/mails.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Who the mail comes from: a chamber's name, or undefined for the network itself. */
type From = { chamberName: string | undefined };

export interface MailData {
  invitation: From & { companyName: string; link: string; login: string };
  administratorInvitation: { chamberName: string; link: string; login: string };
  passwordReset: From & { link: string };
  confirmation: From & { link: string };
  welcome: From & { link: string };
  alreadyRegistered: From & { link: string };
  applicationReceived: From & { companyName: string };
  applicationApproved: From & { companyName: string; link: string };
  applicationRefused: From & { companyName: string; reason: string | undefined };
  emailChange: From & { link: string; newEmail: string };
  emailChangeNotice: From & { newEmail: string };
}

/** A mail's blocks: paragraphs of text, a link as a button, a line of small print. */
type Block = { p: string } | { link: string; label: string } | { small: string };

interface Content {
  subject: string;
  blocks: Block[];
}

const network = { fr: 'le réseau des chambres de commerce', en: 'the chambers of commerce network' } as const;
const signatureOf = (from: From, language: MailLanguage) =>
  from.chamberName ?? (language === 'fr' ? 'L’Annuaire des chambres de commerce' : 'The chambers of commerce directory');
const senderOf = (from: From, language: MailLanguage) => from.chamberName ?? network[language];

const TEMPLATES: { [K in MailKind]: Record<MailLanguage, (data: MailData[K]) => Content> } = {
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
};

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function textOf(content: Content, from: From, language: MailLanguage): string {
  const greeting = language === 'fr' ? 'Bonjour,' : 'Hello,';
  const body = content.blocks.map((block) => ('p' in block ? block.p : 'link' in block ? block.link : block.small));
  return [greeting, ...body, `— ${signatureOf(from, language)}`].join('\n\n') + '\n';
}

function htmlOf(content: Content, from: From, language: MailLanguage): string {
  const greeting = language === 'fr' ? 'Bonjour,' : 'Hello,';
  const body = content.blocks
    .map((block) => {
      if ('p' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`;
      if ('small' in block) return `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(block.small)}</p>`;
      const href = escapeHtml(block.link);
      return (
        `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0b4f8a;color:#ffffff;` +
        `text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${href}</p>`
      );
    })
    .join('\n');
  return (
    `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>\n` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">\n` +
    `<p style="margin:0 0 16px">${greeting}</p>\n${body}\n` +
    `<p style="margin:24px 0 0">— ${escapeHtml(signatureOf(from, language))}</p>\n</body></html>\n`
  );
}

/** The mail of `kind` in `language`: its subject, plain text and HTML. */
export function renderMail<K extends MailKind>(kind: K, language: MailLanguage, data: MailData[K]): RenderedMail {
  const content = TEMPLATES[kind][language](data);
  return { subject: content.subject, text: textOf(content, data, language), html: htmlOf(content, data, language) };
}

/** The language of an Accept-Language header for a mail: English when it prefers English, French otherwise. */
export function mailLanguageOf(acceptLanguage: string | undefined): MailLanguage {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'fr';
}
