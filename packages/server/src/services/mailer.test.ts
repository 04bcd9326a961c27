import { createServer, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

/** A minimal SMTP server that records the DATA of each message. */
function fakeSmtp(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake.test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('given SMTP_URL', () => {
  const received: string[] = [];
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = fakeSmtp(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the message through the SMTP server', async () => {
    const logged: string[] = [];
    const log = { info: (_o: unknown, msg: string) => logged.push(msg) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Annuaire <no-reply@annuaire.test>', log, development: false });
    await mailer.send({ to: 'membre@sgc.test', subject: 'Réinitialisation', text: 'Lien : http://127.0.0.1:8080/login?resetToken=abc' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: membre@sgc.test');
    expect(received[0]).toContain('resetToken=abc');
    expect(logged).toEqual([]);
  });
});

describe('given no SMTP_URL', () => {
  const recordingLog = (logged: string[]) =>
    ({
      info: (o: unknown, msg: string) => logged.push(`${JSON.stringify(o)} ${msg}`),
      warn: (o: unknown, msg: string) => logged.push(`${JSON.stringify(o)} ${msg}`),
    }) as unknown as FastifyBaseLogger;

  it('on a developer machine writes the message, link included, to the server log', async () => {
    const logged: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'x', log: recordingLog(logged), development: true });
    await mailer.send({ to: 'membre@sgc.test', subject: 'Réinitialisation', text: 'Lien : http://127.0.0.1:8080/login?resetToken=abc' });
    expect(logged.join('\n')).toContain('resetToken=abc');
  });

  it('elsewhere logs that a mail was sent and to whom, never its text or link', async () => {
    const logged: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'x', log: recordingLog(logged), development: false });
    await mailer.send({ to: 'membre@sgc.test', subject: 'Réinitialisation', text: 'Lien : https://annuaire.test/login?resetToken=abc' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('membre@sgc.test');
    expect(logged[0]).not.toContain('resetToken');
  });
});
