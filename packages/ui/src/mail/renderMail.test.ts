import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, REVIEW_EXCERPT_MAX } from './mailContent';
import { mailSamples } from './mailSamples';
import { renderMail } from './renderMail';

const logoUrl = 'https://annuaire.example.org/api/files/amcham-ci.png';
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]?.replaceAll('&amp;', '&'));

describe('renderMail', () => {
  describe.each(MAIL_KINDS)('given a mail of kind %s', (kind) => {
    it.each(['fr', 'en'] as const)('in %s, the text and the HTML give the same links', (language) => {
      const mail = renderMail(kind, language, mailSamples[kind] as never);
      const textLinks = mail.text.match(/https:\/\/\S+/g) ?? [];
      for (const href of hrefsOf(mail.html)) expect(textLinks).toContain(href);
      expect(mail.html.startsWith('<!doctype html>\n<html lang="' + language + '">')).toBe(true);
    });
  });

  it('gives the button the link the text part gives, with & kept as one character in both', () => {
    const link = 'https://annuaire.example.org/login?resetToken=a-b_c&lang=en';
    const mail = renderMail('passwordReset', 'fr', { chamberName: undefined, link });
    expect(mail.text).toContain(`\n\n${link}\n\n`);
    expect(hrefsOf(mail.html)).toEqual([link]);
  });

  it('escapes what users write: a company name with a script is text in the HTML', () => {
    const companyName = '<script>alert("x")</script> & Fils';
    const mail = renderMail('applicationReceived', 'fr', { chamberName: 'AmCham Sénégal', companyName });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Fils');
    expect(mail.subject).toBe(`Demande d’adhésion reçue : ${companyName}`);
    expect(mail.text).toContain(`AmCham Sénégal a bien reçu la demande d’adhésion de ${companyName}.`);
  });

  it('writes the French wording as the service has always sent it, signed by the chamber', () => {
    const mail = renderMail('invitation', 'fr', mailSamples.invitation);
    expect(mail.subject).toBe('Votre accès à l’annuaire : Tech Ivoire Solutions');
    expect(mail.text).toBe(
      [
        'Bonjour,',
        'AmCham Côte d’Ivoire vous invite à gérer la fiche de Tech Ivoire Solutions dans l’annuaire.',
        'Pour choisir votre mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
        'https://annuaire.example.org/login?resetToken=Xb3kQ9',
        'Votre identifiant : contact@techivoire.ci',
        '— AmCham Côte d’Ivoire',
      ].join('\n\n') + '\n',
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('>Choisir mon mot de passe</a>');
  });

  it('speaks French to a recipient without a language', () => {
    const mail = renderMail('passwordReset', undefined, mailSamples.passwordReset);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text.startsWith('Bonjour,\n\n')).toBe(true);
    expect(mail.html).toContain('<html lang="fr">');
    expect(renderMail('passwordReset', null, mailSamples.passwordReset).html).toBe(mail.html);
  });

  it('signs for the network when no chamber sends the mail', () => {
    expect(renderMail('confirmation', 'fr', mailSamples.confirmation).text).toContain('— L’Annuaire des chambres de commerce\n');
    expect(renderMail('confirmation', 'en', mailSamples.confirmation).text).toContain('— The chambers of commerce directory\n');
  });

  describe('given a chamber with a logo', () => {
    it('shows the logo at its absolute URL, with the chamber’s name as its alternative and a fixed size', () => {
      const mail = renderMail('passwordReset', 'en', { chamberName: 'AmCham Cameroun', logoUrl, link: 'https://annuaire.example.org/login' });
      expect(mail.html).toMatch(new RegExp(`<img src="${logoUrl}"[^>]* alt="AmCham Cameroun" width="64" height="64"`));
      // React adds no preload of the image to the head: a mail is no page
      expect(mail.html).not.toContain('rel="preload"');
    });
  });

  describe('given a chamber without a logo', () => {
    it('shows no image, the chamber’s name instead', () => {
      const mail = renderMail('passwordReset', 'fr', { chamberName: 'AmCham Cameroun', link: 'https://annuaire.example.org/login' });
      expect(mail.html).not.toContain('<img');
      expect(mail.html.match(/AmCham Cameroun/g)).toHaveLength(2);
    });
  });

  it('uses no stylesheet, class or CSS variable, and keeps the mail at most 600 px wide', () => {
    const { html } = renderMail('weeklyDigest', 'en', { ...mailSamples.weeklyDigest, logoUrl });
    expect(html).not.toMatch(/<style|<link|class="|var\(--/);
    expect(html).toContain('max-width:600px');
  });

  it('quotes a long review up to a word, whole when short', () => {
    const words = 'Accueil chaleureux et conseils précis. '.repeat(20);
    const long = renderMail('newReview', 'fr', { ...mailSamples.newReview, comment: words });
    const quoted = /« (.*) »/.exec(long.text)?.[1] ?? '';
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(REVIEW_EXCERPT_MAX + 1);
    expect(words.startsWith(quoted.slice(0, -1))).toBe(true);
    expect(renderMail('newReview', 'fr', mailSamples.newReview).text).toContain(`« ${mailSamples.newReview.comment} »`);
  });
});
