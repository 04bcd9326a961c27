// A mail of the service as its subject, plain text and HTML, from the same content (mailContent.ts). Pure and free of
// CSS and browser code, so the directory service renders it in Node from the kit's `@annuaire/ui/mail` entry.
import { renderToStaticMarkup } from 'react-dom/server';
import { MailBody, MailDocument } from './MailDocument.js';
import { greetingOf, MAIL_CONTENT, signatureOf, type MailData, type MailKind, type MailLanguage } from './mailContent.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail of `kind` in `language` (French when the recipient has none): its subject, plain text and HTML. */
export function renderMail<K extends MailKind>(kind: K, chosen: MailLanguage | null | undefined, data: MailData[K]): RenderedMail {
  const language = chosen ?? 'fr';
  const content = MAIL_CONTENT[kind][language](data);
  const greeting = greetingOf(language);
  const sender = signatureOf(data, language);
  const body = content.blocks.map((block) => ('p' in block ? block.p : 'link' in block ? block.link : block.small));
  const text = [greeting, ...body, `— ${sender}`].join('\n\n') + '\n';
  const html = renderToStaticMarkup(
    <MailDocument subject={content.subject} language={language}>
      <MailBody language={language} sender={sender} logoUrl={data.logoUrl || undefined} greeting={greeting} blocks={content.blocks} />
    </MailDocument>,
  );
  return { subject: content.subject, text, html: `<!doctype html>\n${html}\n` };
}
