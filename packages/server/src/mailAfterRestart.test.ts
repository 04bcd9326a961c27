// A mail promised by a committed change reaches its recipient even when the service stops before delivering it: the
// outbox row was written in the change's transaction, and the next start delivers what the last run left. Embedded
// database only (its data folder is what survives the stop); on PostgreSQL the outbox tests cover the same rows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import type { MailMessage } from './services/mailer.js';
import { FIXTURE, FIXTURE_PASSWORD, seedFixture } from './testing/fixture.js';
import { expectValidResponse } from './testing/harness.js';
import { multipartPayload } from './testing/multipart.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (onPostgres) console.info('mailAfterRestart.test.ts: skipped on PostgreSQL (DATABASE_URL): it restarts the embedded database from its data folder.');

describe.skipIf(onPostgres)('given an approval committed by a service that stops before delivering its mail', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'annuaire-outbox-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const start = async (sent: MailMessage[], seed: boolean) => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = await openDatabase({ dataDir: config.dataDir });
    await database.migrate();
    if (seed) await seedFixture(database);
    return buildApp({ database, config, logger: false, mailPolling: false, mailer: { send: async (mail) => void sent.push(mail) } });
  };

  it('delivers the invitation once, after the next start', async () => {
    const beforeStop: MailMessage[] = [];
    const first = await start(beforeStop, true);
    const { payload, headers } = multipartPayload({
      name: 'Bureau Redémarré',
      description: 'Bureau d’études en ingénierie des réseaux électriques, présent à Abidjan depuis 2004.',
      sectorId: FIXTURE.sectors.technologie,
      country: FIXTURE.countries.coteDIvoire,
      address: '12 boulevard Lagunaire, Plateau',
      email: 'contact@redemarre.test',
      telephone: '+225 27 22 00 11 22',
      webLink: 'redemarre.test',
      countryAmchamId: FIXTURE.chambers.coteDIvoire,
      representativeName: 'Awa Koné',
      representativeEmail: 'direction@redemarre.test',
      acceptTerms: 'true',
    });
    expect((await first.inject({ method: 'POST', url: '/api/applications', payload, headers })).statusCode).toBe(202);
    const session = expectValidResponse<{ token: string }>(
      await first.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: FIXTURE.users.admin.email, password: FIXTURE_PASSWORD } }),
      'signIn',
    );
    const authorization = `Bearer ${session.token}`;
    const pending = expectValidResponse<{ content: { companyId: number; companyName: string }[] }>(
      await first.inject({ method: 'GET', url: `/api/country-amchams/${FIXTURE.chambers.coteDIvoire}/applications`, headers: { authorization } }),
      'listChamberApplications',
    );
    const companyId = pending.content.find((application) => application.companyName === 'Bureau Redémarré')?.companyId;

    // The process stops delivering (as a killed one would) before the approval: its commit is the last thing it does.
    await first.ctx.mailOutbox.close();
    const approved = await first.inject({ method: 'POST', url: `/api/companies/${companyId}/application/approve`, headers: { authorization } });
    expect(approved.statusCode, approved.body).toBe(200);
    await first.close();
    expect(beforeStop.filter((mail) => mail.to === 'direction@redemarre.test').map((mail) => mail.subject)).toEqual([
      'Demande d’adhésion reçue : Bureau Redémarré',
    ]);

    const afterStart: MailMessage[] = [];
    const second = await start(afterStart, false);
    await second.ready();
    await second.ctx.mailOutbox.deliverDue();
    await second.ctx.mailOutbox.deliverDue();
    const invitations = afterStart.filter((mail) => mail.to === 'direction@redemarre.test');
    expect(invitations.map((mail) => mail.subject)).toEqual(['Votre accès à l’annuaire : Bureau Redémarré']);
    expect(invitations[0]?.text).toMatch(/resetToken=[A-Za-z0-9_-]+/);
    await second.close();
  }, 180_000);
});
