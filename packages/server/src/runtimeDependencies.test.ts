// What the image's runtime holds (packages/server/Dockerfile): the service's production dependencies, installed for
// the service alone, its build and the app's build. So every package the service and the app's server-rendering bundle
// import at run time must be one of the service's `dependencies`, and none of those may be a workspace, whose own
// dependencies npm would install too (the kit's are the browser app's: charts, maps, dialogs). The kit's mail
// renderer is bundled into the service's build (scripts/bundle-mail.mjs) instead. The Dockerfile's side of it is
// linted in deploy.test.ts.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderMail } from '@annuaire/ui/mail';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { mailBundleOptions, mailBundleProblems } from '../scripts/bundle-mail.mjs';
import { paths } from './config.js';

const root = resolve(paths.packageRoot, '../..');
const manifest = JSON.parse(readFileSync(resolve(paths.packageRoot, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));

/** The package a bare specifier names: `@scope/name` or `name`, without the path inside it. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

interface Import {
  importer: string;
  path: string;
}

/** The bare imports (ES imports and literal `require` calls) of the graph esbuild follows from `entryPoints`. */
async function bareImportsOf(entryPoints: string[]): Promise<{ imports: Import[]; inputs: string[] }> {
  // comments dropped (minifyWhitespace): a bundled library's documentation may show a require() it never makes
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    minifyWhitespace: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: join(tmpdir(), 'annuaire-imports'),
    logLevel: 'silent',
  });
  const imports: Import[] = [];
  for (const [input, { imports: found }] of Object.entries(result.metafile.inputs)) {
    for (const { path, external } of found) if (external) imports.push({ importer: relative(root, resolve(input)), path });
  }
  // a bundled CommonJS module's require(), which the bundler turned into a call of its own createRequire()
  for (const output of result.outputFiles) {
    for (const [, path = ''] of output.text.matchAll(/\b\w*require\(\s*["']([^"'\s]+)["']\s*\)/gi))
      imports.push({ importer: relative(root, output.path), path });
  }
  return { imports, inputs: Object.keys(result.metafile.inputs).map((input) => relative(root, resolve(input))) };
}

/** The imports that are neither Node's modules nor packages of the service's `dependencies`. */
const undeclared = (imports: Import[]) =>
  imports
    .filter(({ path }) => !isBuiltin(path) && !path.startsWith('.') && !dependencies.has(packageOf(path)))
    .map(({ importer, path }) => `${importer}: ${path}`);

interface LockEntry {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  link?: boolean;
  resolved?: string;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

/**
 * The packages `npm ci --omit=dev -w @annuaire/server` installs, read from a lockfile: from the service's entry,
 * its dependencies, optional and peer dependencies, each found the way Node finds it (the nearest node_modules up).
 * Returns the workspaces reached (links), with the path that reached each.
 */
function workspacesReached(lockfile: Lockfile): string[] {
  const { packages } = lockfile;
  const parentOf = (location: string) => location.slice(0, Math.max(0, location.lastIndexOf('/node_modules/')));
  const locate = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = parentOf(dir)) {
      const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (dir === '') return undefined;
    }
  };
  const seen = new Set<string>();
  const reached: string[] = [];
  const visit = (location: string, trail: string) => {
    const entry = packages[location] ?? {};
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
      const found = locate(location, name);
      if (!found || seen.has(found)) continue;
      seen.add(found);
      const target = packages[found];
      if (target?.link && target.resolved) {
        reached.push(`${trail} > ${name} (${target.resolved})`);
        visit(target.resolved, `${trail} > ${name}`);
      } else visit(found, `${trail} > ${name}`);
    }
  };
  visit('packages/server', '@annuaire/server');
  return reached;
}

describe("the service's run-time imports", () => {
  it("are Node's modules and packages of its dependencies, from main.ts and the database's thread (the kit's mail renderer excepted: the build bundles it)", async () => {
    const { imports, inputs } = await bareImportsOf([resolve(paths.packageRoot, 'src/main.ts'), resolve(paths.packageRoot, 'src/db/pgliteWorker.ts')]);
    const bundled = 'packages/server/src/services/mailRenderer.ts';
    expect(inputs).toContain(bundled);
    expect(undeclared(imports.filter(({ importer }) => importer !== bundled))).toEqual([]);
    // the image holds no other workspace's sources: a relative import out of the service would be missing there
    expect(inputs.filter((input) => !input.startsWith('packages/server/src/') && !input.includes('node_modules/'))).toEqual([]);
  });

  it("bundle the kit's mail renderer into one module that imports only Node's modules and renders the kit's mails", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'annuaire-mail-bundle-'));
    try {
      const outfile = join(folder, 'mailRenderer.js');
      const { metafile } = await build({ ...mailBundleOptions, outfile, logLevel: 'silent' });
      expect(mailBundleProblems(metafile as Metafile)).toEqual([]);
      expect(Object.keys(metafile.inputs).some((input) => input.endsWith('ui/dist/mail/renderMail.js'))).toBe(true);
      // run from a folder with no node_modules above it: it needs none
      writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
      const bundle = (await import(pathToFileURL(outfile).href)) as { renderMail: typeof renderMail };
      const data = {
        chamberName: 'AmCham Sénégal',
        companyName: 'Sénégal Data Services',
        link: 'https://annuaire.example.org/reset?token=t',
        login: 'contact@sds.example.org',
      };
      expect(bundle.renderMail('invitation', 'en', data)).toEqual(renderMail('invitation', 'en', data));
      expect(bundle.renderMail('invitation', 'en', data).html).toContain('https://annuaire.example.org/reset?token=t');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  const ssrEntry = resolve(paths.appDist, 'server/entry-server.js');
  // the app's build is not a step of the service's tests (the image's build and `npm start` make it first)
  it.skipIf(!existsSync(ssrEntry))(
    "of the app's server-rendering bundle (when built) are Node's modules and packages of the service's dependencies",
    async () => {
      const { imports, inputs } = await bareImportsOf([ssrEntry]);
      expect(inputs.length).toBeGreaterThan(1);
      expect(undeclared(imports)).toEqual([]);
    },
  );
});

describe("the image's production install (`npm ci --omit=dev -w @annuaire/server` after scripts/without-dev-dependencies.mjs)", () => {
  it('reaches no workspace: the service depends on none in production, and its devDependencies (the kit) are dropped first', () => {
    const folder = mkdtempSync(join(tmpdir(), 'annuaire-install-'));
    try {
      mkdirSync(join(folder, 'packages/server/scripts'), { recursive: true });
      copyFileSync(resolve(root, 'package-lock.json'), join(folder, 'package-lock.json'));
      copyFileSync(resolve(paths.packageRoot, 'package.json'), join(folder, 'packages/server/package.json'));
      copyFileSync(resolve(paths.packageRoot, 'scripts/without-dev-dependencies.mjs'), join(folder, 'packages/server/scripts/without-dev-dependencies.mjs'));
      execFileSync(process.execPath, [join(folder, 'packages/server/scripts/without-dev-dependencies.mjs')]);
      const installed = JSON.parse(readFileSync(join(folder, 'packages/server/package.json'), 'utf8')) as typeof manifest;
      const lockfile = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')) as Lockfile;
      expect(installed.devDependencies).toBeUndefined();
      expect(installed.dependencies).toEqual(manifest.dependencies);
      expect(lockfile.packages['packages/server']?.devDependencies).toBeUndefined();
      expect(lockfile.packages['packages/server']?.dependencies).toEqual(manifest.dependencies);
      expect(workspacesReached(lockfile)).toEqual([]);
      // the rest of the lockfile as it was: npm ci still checks every other workspace against it
      const original = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as Lockfile;
      const others = (lock: Lockfile) => Object.entries(lock.packages).filter(([location]) => location !== 'packages/server');
      expect(others(lockfile)).toEqual(others(original));
      expect(readdirSync(folder).sort()).toEqual(['package-lock.json', 'packages']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
