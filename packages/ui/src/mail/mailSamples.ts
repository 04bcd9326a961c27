// One realistic mail of each kind (stories and tests), sent by a chamber without a logo; add `logoUrl` for one.
import type { MailData, MailKind } from './mailContent.js';

const site = 'https://annuaire.example.org';
const chamberName = 'AmCham Côte d’Ivoire';

export const mailSamples: { [K in MailKind]: MailData[K] } = {
  invitation: { chamberName, companyName: 'Tech Ivoire Solutions', link: `${site}/login?resetToken=Xb3kQ9`, login: 'contact@techivoire.ci' },
  administratorInvitation: { chamberName, link: `${site}/login?resetToken=Hq7mW2`, login: 'admin.ci@annuaire.demo' },
  passwordReset: { chamberName, link: `${site}/login?resetToken=Tz5pL8` },
  confirmation: { chamberName: undefined, link: `${site}/login?confirmToken=Ck2nV4` },
  welcome: { chamberName: undefined, link: `${site}/login` },
  alreadyRegistered: { chamberName: undefined, link: `${site}/login` },
  applicationReceived: { chamberName, companyName: 'Abidjan Logistique' },
  applicationApproved: { chamberName, companyName: 'Abidjan Logistique', link: `${site}/membre/42` },
  applicationRefused: { chamberName, companyName: 'Abidjan Logistique', reason: 'Le siège de l’entreprise n’est pas en Côte d’Ivoire.' },
  emailChange: { chamberName, link: `${site}/login?emailChangeToken=Rf8sD1`, newEmail: 'direction@techivoire.ci' },
  emailChangeNotice: { chamberName, newEmail: 'direction@techivoire.ci' },
  newReview: {
    chamberName,
    companyName: 'Tech Ivoire Solutions',
    author: 'Awa Koné',
    score: 4,
    comment: 'Très bon accueil, délais tenus. Le devis était clair et l’équipe a répondu à toutes nos questions.',
    link: `${site}/membre/7`,
    settingsLink: `${site}/compte`,
  },
  weeklyDigest: {
    chamberName,
    companyName: 'Tech Ivoire Solutions',
    from: new Date(Date.UTC(2026, 10, 16)),
    views: { current: 128, previous: 97 },
    contacts: { current: 6, previous: 9 },
    searches: { current: 341, previous: 288 },
    link: `${site}/statistique`,
    settingsLink: `${site}/compte`,
  },
};
