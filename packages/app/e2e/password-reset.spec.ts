import { createServer, type Server } from 'node:net';
import { expect, test } from '@playwright/test';

// The password-reset link end to end, on the real service: the link is the one the service really mails. The
// runner starts the service with SMTP_URL pointing at a loopback port (playwright.config.ts); this file listens on
// it with a minimal SMTP server and reads the message, so no test-only route is needed. The demo member of company
// 5 is used here (the other files sign in as companies 1 and 3), since its password changes.

const EMAIL = 'membre5@annuaire.demo';
const NEW_PASSWORD = 'nouveau-secret-5';

interface Mail {
  to: string;
  text: string;
}

/**
 * The plain-text body of a MIME message, whatever transfer encoding the mailer chose for its accents; of a multipart
 * message (text and HTML), its text/plain part.
 */
function bodyText(raw: string): string {
  const message = raw.replace(/\r\n/g, '\n');
  const split = message.indexOf('\n\n');
  const headers = message.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = message.slice(split + 2).replace(/^\.\./gm, '.');
  const boundary = /^content-type:\s*multipart\/[^;]+;.*boundary="?([^";\s]+)"?/im.exec(headers)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const plain = parts.find((part) => /^content-type:\s*(text\/plain|multipart\/)/im.test(part.replace(/^\n/, '').split('\n\n')[0] ?? ''));
    return plain === undefined ? '' : bodyText(plain.replace(/^\n/, ''));
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** Accepts every command and keeps each message's recipient and text (enough for nodemailer). */
function smtpListener(mails: Mail[]): Server {
  return createServer((socket) => {
    let to = '';
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 e2e.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push({ to, text: bodyText(data) });
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 e2e.test\r\n');
        else if (/^RCPT TO:/i.test(line)) {
          to = /<([^>]+)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

const mails: Mail[] = [];
let smtp: Server | undefined;

test.beforeAll(async () => {
  const port = Number(process.env.E2E_SMTP_PORT);
  expect(port, 'playwright.config.ts sets E2E_SMTP_PORT').toBeGreaterThan(0);
  smtp = smtpListener(mails);
  await new Promise<void>((resolve, reject) => {
    smtp?.once('error', reject);
    smtp?.listen(port, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test('a reset link from the e-mail sets a new password once, and the spent link offers a new one', async ({ page, browser, baseURL }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await dialog.getByLabel(/Adresse e-mail/).fill(EMAIL);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  await expect.poll(() => mails.filter((mail) => mail.to === EMAIL).length).toBe(1);
  const text = mails.find((mail) => mail.to === EMAIL)?.text ?? '';
  const link = new URL(/https?:\/\/\S*\/login\?resetToken=\S+/.exec(text)?.[0] ?? 'http://missing.invalid/');
  expect(link.searchParams.get('resetToken')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  const linkPath = `${link.pathname}${link.search}`;

  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe', level: 1 })).toBeVisible();
  await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirmer le mot de passe/).fill('autre-chose');
  await page.getByLabel(/^Confirmer le mot de passe/).blur();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel(/^Confirmer le mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié', level: 1 })).toBeVisible();
  // The token leaves the address bar: a reload shows the sign-in form and sends nothing.
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel(/Adresse e-mail/).fill(EMAIL);
  await page.getByLabel(/^Mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/apropos$/);

  // The link works once (a fresh visitor opens it again).
  const second = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const other = await second.newPage();
  await other.goto(linkPath);
  await other.getByLabel(/^Nouveau mot de passe/).fill('encore-un-autre');
  await other.getByLabel(/^Confirmer le mot de passe/).fill('encore-un-autre');
  await other.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(other.getByRole('alert')).toContainText('Ce lien n’est plus valable');
  await other.getByRole('button', { name: 'Demander un nouveau lien' }).click();
  await expect(other.getByRole('dialog', { name: 'Mot de passe oublié' })).toBeVisible();
  await second.close();
});
