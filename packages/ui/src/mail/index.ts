// @annuaire/ui/mail: the service's mails, rendered in Node (no CSS, no browser code; the library build's `mail` entry).
export { renderMail } from './renderMail.js';
export type { RenderedMail } from './renderMail.js';
export { MAIL_KINDS, REVIEW_EXCERPT_MAX } from './mailContent.js';
export type { MailData, MailKind, MailLanguage, MailSender, WeekFigure } from './mailContent.js';
