import { expect } from '@playwright/test';

// What the mail sink (e2e/mailSink.mjs, started by playwright.config.ts) received from the service under test.

export interface DeliveredMail {
  /** The envelope's recipients, in lower case. */
  to: string[];
  from: string;
  subject: string;
  /** The message's MIME type, e.g. multipart/alternative. */
  contentType: string;
  /** The MIME types of its leaf parts, in order. */
  parts: string[];
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

/** Every message delivered to this address so far, oldest first. */
export async function mailsTo(address: string): Promise<DeliveredMail[]> {
  const port = Number(process.env.E2E_MAIL_PORT);
  expect(port, 'playwright.config.ts sets E2E_MAIL_PORT').toBeGreaterThan(0);
  const response = await fetch(`http://127.0.0.1:${port}/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as DeliveredMail[];
}

/** Waits for the address's mail whose subject matches, and answers it (the outbox delivers in the background). */
export async function mailTo(address: string, subject: RegExp | string): Promise<DeliveredMail> {
  const matches = (mail: DeliveredMail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  await expect.poll(async () => (await mailsTo(address)).filter(matches).length, { message: `a mail to ${address} with subject ${String(subject)}` }).toBe(1);
  const found = (await mailsTo(address)).find(matches);
  if (!found) throw new Error(`no mail to ${address} with subject ${String(subject)}`);
  return found;
}

/** The first link of the plain-text part that starts with `prefix` (e.g. the service's PUBLIC_URL and a path). */
export function linkIn(text: string, prefix: string): URL {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}\\S*`).exec(text)?.[0];
  expect(found, `a link starting with ${prefix} in:\n${text}`).toBeDefined();
  return new URL(found ?? 'http://missing.invalid/');
}
