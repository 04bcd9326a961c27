// The mailbox of the end-to-end runs: an SMTP server (the `smtp-server` package) on 127.0.0.1:E2E_SMTP_PORT, where
// the service under test delivers through SMTP_URL, and an HTTP endpoint on 127.0.0.1:E2E_MAIL_PORT where any spec,
// in any worker, reads what was delivered: GET /messages?to=<address> answers the messages to that address, oldest
// first, each parsed into its headers' subject, its MIME type and its text/plain and text/html parts (decoded from
// the transfer encoding the mailer chose for the accents). playwright.config.ts starts it as a webServer.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);

/** @typedef {{ to: string[], from: string, subject: string, contentType: string, parts: string[], text: string, html: string, receivedAt: string }} Message */
/** @type {Message[]} */
const messages = [];

/** A header block's fields (names in lower case, folded lines unfolded). */
function headersOf(block) {
  const fields = new Map();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

/** Bytes of a quoted-printable body. */
function fromQuotedPrintable(body) {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. */
function decodeWords(value) {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset, encoding, text) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** An entity's body as text, from its transfer encoding, with plain line ends. */
function bodyOf(headers, body) {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body).toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

/** The leaf parts of an entity: [MIME type, decoded body] each, in order. */
function leavesOf(entity) {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = headersOf(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => leavesOf(section.replace(/^\r?\n/, '')));
  }
  return [[type, bodyOf(headers, body)]];
}

/** A delivered message as the specs read it. */
function parse(raw, envelope) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(split < 0 ? raw : raw.slice(0, split));
  const leaves = leavesOf(raw);
  return {
    to: envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    contentType: (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase(),
    parts: leaves.map(([type]) => type),
    text: leaves.find(([type]) => type === 'text/plain')?.[1] ?? '',
    html: leaves.find(([type]) => type === 'text/html')?.[1] ?? '',
    receivedAt: new Date().toISOString(),
  };
}

const smtp = new SMTPServer({
  // the service connects with ignoreTLS on the loopback: no certificate, no account
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push(parse(Buffer.concat(chunks).toString('utf8'), session.envelope));
      done();
    });
  },
});
smtp.on('error', (error) => console.error('mail sink:', error.message));
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(found));
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end('not found');
}).listen(httpPort, '127.0.0.1');
