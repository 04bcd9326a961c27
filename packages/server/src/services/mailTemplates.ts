// The service's mails, in the recipient's language (French by default, English), each as a subject, a plain-text
// part and an HTML part saying the same thing: the kit renders them (`@annuaire/ui/mail`, the same components its
// stories show; ./mailRenderer.ts, which the build bundles). Every link is built from PUBLIC_URL by the caller, and
// so is the acting chamber's logo (logoUrlOf).
import type { MailSender } from '@annuaire/ui/mail';
import type { MailLanguage } from '../repositories/mails.js';

export { renderMail } from './mailRenderer.js';
export type { MailData } from '@annuaire/ui/mail';

/** The language of an Accept-Language header for a mail: English when it prefers English, French otherwise. */
export function mailLanguageOf(acceptLanguage: string | undefined): MailLanguage {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'fr';
}

/**
 * A chamber's logo as a mail shows it: an absolute URL under PUBLIC_URL (mail clients resolve no relative address),
 * where the service serves stored files (`/api/files/{name}`); undefined when the chamber has none.
 */
function logoUrlOf(publicUrl: string, logo: string | null | undefined): string | undefined {
  if (!logo) return undefined;
  return /^https?:\/\//i.test(logo) ? logo : `${publicUrl}/api/files/${encodeURIComponent(logo)}`;
}

/** The chamber a mail comes from (its name and stored logo), or undefined for the network. */
export type MailChamber = { name: string; logo: string | null } | undefined;

/** The sender of a mail a chamber sends (its name and logo), or the network's (no chamber) when `chamber` is undefined. */
export function mailSenderOf(publicUrl: string, chamber: MailChamber): MailSender {
  return { chamberName: chamber?.name, logoUrl: logoUrlOf(publicUrl, chamber?.logo) };
}
