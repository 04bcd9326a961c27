import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, paths } from './config.js';
import { resolveJwtSecret } from './services/auth.js';

describe('loadConfig', () => {
  describe('given no environment', () => {
    it('listens on 127.0.0.1:8080 with ./data, the embedded database and the built app of packages/app', () => {
      const config = loadConfig({ INIT_CWD: '/srv/annuaire' });
      expect(config).toMatchObject({
        port: 8080,
        host: '127.0.0.1',
        dataDir: '/srv/annuaire/data',
        databaseUrl: undefined,
        jwtSecret: undefined,
        smtpUrl: undefined,
      });
      expect(config.appDist).toBe(paths.appDist);
      expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    });
  });

  describe('given npm ran the command from the repository root', () => {
    it('takes a relative DATA_DIR from there (INIT_CWD), not from the package folder', () => {
      expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: 'var/annuaire' }).dataDir).toBe(join('/repo', 'var/annuaire'));
    });
  });

  describe('given PORT, HOST, DATABASE_URL, JWT_SECRET and SMTP_URL', () => {
    it('uses them', () => {
      const config = loadConfig({ PORT: '9090', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db/annuaire', JWT_SECRET: 's', SMTP_URL: 'smtp://mail:25' });
      expect(config).toMatchObject({ port: 9090, host: '0.0.0.0', databaseUrl: 'postgres://u@db/annuaire', jwtSecret: 's', smtpUrl: 'smtp://mail:25' });
      expect(config.publicUrl).toBe('http://127.0.0.1:9090');
    });
  });

  describe('given a PORT that is not a number', () => {
    it('refuses to start with a clear message', () => {
      expect(() => loadConfig({ PORT: 'huit' })).toThrow("PORT must be a non-negative integer, got 'huit'");
    });
  });
});

describe('the server-rendered pages', () => {
  it('keep 64 MB of pages and render 60 pages a minute for one client by default; PAGE_CACHE_MB and PAGE_RENDERS_PER_MINUTE change it', () => {
    expect(loadConfig({})).toMatchObject({ pageCacheBytes: 64 * 1024 * 1024, pageRendersPerMinute: 60 });
    expect(loadConfig({ PAGE_CACHE_MB: '8', PAGE_RENDERS_PER_MINUTE: '0' })).toMatchObject({ pageCacheBytes: 8 * 1024 * 1024, pageRendersPerMinute: 0 });
    expect(() => loadConfig({ PAGE_RENDERS_PER_MINUTE: 'beaucoup' })).toThrow("PAGE_RENDERS_PER_MINUTE must be a non-negative integer, got 'beaucoup'");
  });
});

describe('HSTS', () => {
  it('is on by default when PUBLIC_URL is https, off when it is http, and HSTS=true|false decides either way', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://annuaire.example.org' }).hsts).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://annuaire.example.org' }).hsts).toBe(false);
    expect(loadConfig({}).hsts).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://annuaire.example.org', HSTS: 'false' }).hsts).toBe(false);
    expect(loadConfig({ HSTS: 'true' }).hsts).toBe(true);
    expect(() => loadConfig({ HSTS: 'oui' })).toThrow("HSTS must be true or false, got 'oui'");
  });
});

describe('development', () => {
  it('is a local start (loopback PUBLIC_URL) or NODE_ENV=development, never NODE_ENV=production or a public address', () => {
    expect(loadConfig({}).development).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).development).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://annuaire.example.org' }).development).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://annuaire.example.org', NODE_ENV: 'development' }).development).toBe(true);
  });
});

describe('SESSION_MAX_AGE_DAYS', () => {
  it('is 30 days by default and at least 1', () => {
    expect(loadConfig({}).sessionMaxAgeDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessionMaxAgeDays).toBe(7);
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '0' })).toThrow('SESSION_MAX_AGE_DAYS must be at least 1');
  });
});

describe('DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('is 10 s by default, 0 for none, and refuses what is not a whole number of ms', () => {
    expect(loadConfig({}).statementTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '2s' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS must be a non-negative integer');
  });
});

describe('uploads in an S3-compatible bucket', () => {
  it('stay in DATA_DIR/uploads without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('go to S3_BUCKET with the endpoint, region, credentials and addressing given', () => {
    const s3 = loadConfig({
      S3_BUCKET: 'annuaire-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_TIMEOUT_MS: '4000',
    }).s3;
    expect(s3).toEqual({
      bucket: 'annuaire-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
      forcePathStyle: true,
      timeoutMs: 4000,
    });
    // AWS itself: no endpoint, the SDK's own credentials chain, virtual-hosted addressing
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      timeoutMs: 10_000,
    });
  });

  it('refuse half a configuration with a message naming the variables', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT set without S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow("S3_ENDPOINT must be an http(s) URL, got 'minio:9000'");
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false');
  });
});

describe('metrics', () => {
  it('are off without METRICS_PORT, and on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow("METRICS_PORT must be a non-negative integer, got 'x'");
  });
});

describe('resolveJwtSecret', () => {
  it('refuses a JWT_SECRET under 32 bytes with a message saying what to do', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'annuaire-secret-'));
    expect(() => resolveJwtSecret({ jwtSecret: 'court', dataDir })).toThrow(/JWT_SECRET is too short: 5 bytes, at least 32/);
    expect(resolveJwtSecret({ jwtSecret: 'x'.repeat(32), dataDir })).toBe('x'.repeat(32));
  });

  it('generates a secret that satisfies the minimum on a fresh machine, and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'annuaire-secret-'));
    const secret = resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(secret);
  });

  it('refuses a kept secret that is too short', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'annuaire-secret-'));
    writeFileSync(join(dataDir, 'jwt-secret'), 'ancien\n');
    expect(() => resolveJwtSecret({ jwtSecret: undefined, dataDir })).toThrow(/jwt-secret is too short/);
  });
});

describe('paths', () => {
  it('finds the migrations and the contract from the package, whatever the working directory', async () => {
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(paths.migrations, 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(paths.openapi)).toBe(true);
    expect(existsSync(join(paths.swaggerUi, 'swagger-ui-bundle.js'))).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default; a hop count or the balancers’ addresses and ranges turn it on; true is refused with the reason', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,fd00::/8' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/name the load balancers/);
    expect(() => loadConfig({ TRUST_PROXY: 'balancer.internal' })).toThrow(
      "TRUST_PROXY must be a number of proxies or a list of addresses and CIDR ranges, got 'balancer.internal'",
    );
  });
});

describe('the request log, the searches kept and the replica’s lag', () => {
  it('log every request but the probes and assets, redacted; keep searches 90 days; leave a replica 10 s behind at most', () => {
    expect(loadConfig({})).toMatchObject({
      requestLog: { health: false, assets: false, sample: 1, redact: true },
      searchRetentionDays: 90,
      replicaMaxLagMs: 10_000,
    });
    expect(
      loadConfig({
        LOG_HEALTH: 'true',
        LOG_STATIC: 'true',
        LOG_REQUEST_SAMPLE: '0.1',
        LOG_REDACT: 'false',
        SEARCH_RETENTION_DAYS: '0',
        DATABASE_READ_MAX_LAG_MS: '2000',
      }),
    ).toMatchObject({ requestLog: { health: true, assets: true, sample: 0.1, redact: false }, searchRetentionDays: 0, replicaMaxLagMs: 2000 });
    expect(() => loadConfig({ LOG_REQUEST_SAMPLE: '2' })).toThrow("LOG_REQUEST_SAMPLE must be a number from 0 to 1, got '2'");
  });
});
