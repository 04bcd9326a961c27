import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function restrictedImportErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
}

describe('import direction (DESIGN.md: app -> ui, app -> api, server -> api generated types only, server -> ui mails)', () => {
  describe('given a file in packages/ui', () => {
    it('rejects an import of @annuaire/api', async () => {
      const errors = await restrictedImportErrors("import { x } from '@annuaire/api';\nexport { x };\n", 'packages/ui/src/probe.ts');
      expect(errors).toHaveLength(1);
    });
    it('rejects an import of @annuaire/app', async () => {
      const errors = await restrictedImportErrors("import { x } from '@annuaire/app';\nexport { x };\n", 'packages/ui/src/probe.ts');
      expect(errors).toHaveLength(1);
    });
    it('rejects a relative path into another package', async () => {
      const errors = await restrictedImportErrors("import { x } from '../../api/src/index';\nexport { x };\n", 'packages/ui/src/probe.ts');
      expect(errors).toHaveLength(1);
    });
  });
  describe('given a file in packages/api', () => {
    it('rejects imports of ui and app', async () => {
      const errors = await restrictedImportErrors(
        "import { a } from '@annuaire/ui';\nimport { b } from '@annuaire/app';\nexport { a, b };\n",
        'packages/api/src/probe.ts',
      );
      expect(errors).toHaveLength(2);
    });
  });
  describe('given a file in packages/server', () => {
    it('rejects the api runtime client', async () => {
      const errors = await restrictedImportErrors(
        "import { createDirectoryClient } from '@annuaire/api';\nexport { createDirectoryClient };\n",
        'packages/server/src/probe.ts',
      );
      expect(errors).toHaveLength(1);
    });
    it('rejects an api module other than the generated types', async () => {
      const errors = await restrictedImportErrors("import { x } from '@annuaire/api/services/companies';\nexport { x };\n", 'packages/server/src/probe.ts');
      expect(errors).toHaveLength(1);
    });
    it('accepts a type import of the generated schema', async () => {
      const errors = await restrictedImportErrors(
        "import type { components } from '@annuaire/api/schema';\nexport type C = components;\n",
        'packages/server/src/probe.ts',
      );
      expect(errors).toEqual([]);
    });
    it('rejects ui and app', async () => {
      const errors = await restrictedImportErrors(
        "import { a } from '@annuaire/ui';\nimport { b } from '@annuaire/app';\nexport { a, b };\n",
        'packages/server/src/probe.ts',
      );
      expect(errors).toHaveLength(2);
    });
    it('accepts the mails of ui, and no other module of it', async () => {
      const accepted = await restrictedImportErrors(
        "import { renderMail } from '@annuaire/ui/mail';\nexport { renderMail };\n",
        'packages/server/src/probe.ts',
      );
      expect(accepted).toEqual([]);
      const rejected = await restrictedImportErrors("import { x } from '@annuaire/ui/fonts';\nexport { x };\n", 'packages/server/src/probe.ts');
      expect(rejected).toHaveLength(1);
    });
  });
  describe('given a file in packages/app', () => {
    it('accepts ui and api', async () => {
      const errors = await restrictedImportErrors(
        "import { a } from '@annuaire/ui';\nimport { b } from '@annuaire/api';\nexport { a, b };\n",
        'packages/app/src/probe.ts',
      );
      expect(errors).toEqual([]);
    });
    it('rejects server', async () => {
      const errors = await restrictedImportErrors("import { a } from '@annuaire/server';\nexport { a };\n", 'packages/app/src/probe.ts');
      expect(errors).toHaveLength(1);
    });
  });

  describe("given the server's layers (routes and plugins -> services -> repositories -> domain)", () => {
    it('rejects a repository importing a service', async () => {
      const errors = await restrictedImportErrors(
        "import { offsetOf } from '../services/paging.js';\nexport { offsetOf };\n",
        'packages/server/src/repositories/probe.ts',
      );
      expect(errors).toHaveLength(1);
    });
    it('rejects a repository importing a route or a plugin', async () => {
      const errors = await restrictedImportErrors(
        "import { a } from '../routes/index.js';\nimport { b } from '../plugins/errors.js';\nexport { a, b };\n",
        'packages/server/src/repositories/probe.ts',
      );
      expect(errors).toHaveLength(2);
    });
    it('rejects domain importing any layer above it or the composition', async () => {
      const code =
        "import { a } from '../repositories/sql.js';\nimport { b } from '../services/search.js';\nimport { c } from '../routes/index.js';\nimport { d } from '../plugins/errors.js';\nimport { e } from '../app.js';\nexport { a, b, c, d, e };\n";
      expect(await restrictedImportErrors(code, 'packages/server/src/domain/probe.ts')).toHaveLength(5);
    });
    it('rejects a service importing a route or a plugin (it raises domain errors)', async () => {
      const errors = await restrictedImportErrors(
        "import { a } from '../routes/index.js';\nimport { badRequest } from '../plugins/errors.js';\nexport { a, badRequest };\n",
        'packages/server/src/services/probe.ts',
      );
      expect(errors).toHaveLength(2);
    });
    it('accepts a service importing repositories and domain, and a repository importing domain and db', async () => {
      const service =
        "import { a } from '../repositories/index.js';\nimport { b } from '../domain/paging.js';\nimport { c } from './cache.js';\nexport { a, b, c };\n";
      expect(await restrictedImportErrors(service, 'packages/server/src/services/probe.ts')).toEqual([]);
      const repository = "import { a } from '../domain/paging.js';\nimport { b } from '../db/schema.js';\nimport { c } from './sql.js';\nexport { a, b, c };\n";
      expect(await restrictedImportErrors(repository, 'packages/server/src/repositories/probe.ts')).toEqual([]);
    });
    it('keeps the package direction inside a layer', async () => {
      const errors = await restrictedImportErrors("import { a } from '@annuaire/ui';\nexport { a };\n", 'packages/server/src/domain/probe.ts');
      expect(errors).toHaveLength(1);
    });
  });

  describe('given the packages as they are', () => {
    // The rule is only as good as its reach: every source file of every package gets it, as an error, from the
    // config its package's lint runs on its whole src folder. Whether the files obey it is that lint's verdict (a
    // task of the test run); linting every file again here only did the same work twice.
    it('every source file of the four packages is linted with the import-direction rule, as an error', async () => {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          if (name === 'node_modules' || name === 'dist' || name === 'generated') continue;
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
        }
      };
      const packages = ['ui', 'api', 'app', 'server'];
      for (const pkg of packages) walk(join(root, 'packages', pkg, 'src'));
      expect(files.length).toBeGreaterThan(0);
      const unreached: string[] = [];
      for (const file of files) {
        if (await eslint.isPathIgnored(file)) {
          unreached.push(`${relative(root, file)}: ignored by the lint`);
          continue;
        }
        const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> } | undefined;
        const setting = config?.rules?.['@typescript-eslint/no-restricted-imports'];
        const level: unknown = (Array.isArray(setting) ? setting[0] : setting) ?? 'off';
        const named = typeof level === 'number' ? ['off', 'warn', 'error'][level] : level;
        if (named !== 'error') unreached.push(`${relative(root, file)}: the rule is ${String(named)}`);
      }
      expect(unreached).toEqual([]);
      const lintedFolders = packages.map((pkg) => {
        const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')) as { scripts?: { lint?: string } };
        return `${pkg}: ${(manifest.scripts?.lint ?? '').split(/\s+/).includes('src') ? 'src' : (manifest.scripts?.lint ?? 'no lint script')}`;
      });
      expect(lintedFolders).toEqual(packages.map((pkg) => `${pkg}: src`));
    });
  });

  describe("given the app's feature boundaries (bulletproof-react's restricted zones)", () => {
    it('rejects a feature importing another feature', async () => {
      const errors = await restrictedImportErrors(
        "import { homeApi } from '../home/homeApi';\nexport { homeApi };\n",
        'packages/app/src/features/members/probe.ts',
      );
      expect(errors).toHaveLength(1);
    });
    it('accepts a feature importing its own modules, the shared layers and the typed hooks', async () => {
      const code =
        "import { a } from './membersApi';\nimport { b } from '../../data/reference';\nimport { c } from '../../state/filters/filtersSlice';\nimport { d } from '../../shared/PublicPage';\nimport { useAppSelector } from '../../app/hooks';\nexport { a, b, c, d, useAppSelector };\n";
      expect(await restrictedImportErrors(code, 'packages/app/src/features/members/probe.ts')).toEqual([]);
    });
    it('rejects a feature importing the composition (app/routes)', async () => {
      const errors = await restrictedImportErrors(
        "import { AppRoutes } from '../../app/routes';\nexport { AppRoutes };\n",
        'packages/app/src/features/members/probe.ts',
      );
      expect(errors).toHaveLength(1);
    });
    it('rejects a shared layer importing a feature', async () => {
      const errors = await restrictedImportErrors(
        "import { homeApi } from '../features/home/homeApi';\nexport { homeApi };\n",
        'packages/app/src/data/probe.ts',
      );
      expect(errors).toHaveLength(1);
    });
  });
});
