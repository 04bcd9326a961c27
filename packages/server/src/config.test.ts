import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, paths } from './config.js';

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

describe('paths', () => {
  it('finds the migrations and the contract from the package, whatever the working directory', async () => {
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(paths.migrations, 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(paths.openapi)).toBe(true);
    expect(existsSync(join(paths.swaggerUi, 'swagger-ui-bundle.js'))).toBe(true);
  });
});
