// The production shape as files: compose.yaml at the root and packages/server/Dockerfile. The test run cannot start
// Docker, so what can be checked without it is checked here: the compose file against the Compose Specification's
// schema (testing/compose-spec.json: compose-spec/compose-spec, schema/compose-spec.json at 170098ba, Apache-2.0)
// and against the variables the service reads (loadConfig), the Dockerfile against the rules an operator relies on
// (a pinned base on a supported Node, a health check, no root, every copied path still there, a runtime holding the
// service's production dependencies only: runtimeDependencies.test.ts checks that what runs needs no more). The same
// shape runs without Docker in cluster.test.ts (two processes on PostgreSQL and an S3-compatible store).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig, paths } from './config.js';

const root = resolve(paths.packageRoot, '../..');
const composeText = readFileSync(resolve(root, 'compose.yaml'), 'utf8');
const dockerfilePath = resolve(paths.packageRoot, 'Dockerfile');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  command?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?error}` against `env`. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (_whole, name: string, operator: string | undefined, rest: string | undefined) => {
    const value = env[name];
    if (value !== undefined && value !== '') return value;
    if (operator === ':?') throw new Error(`${name}: ${rest}`);
    return operator === ':-' ? (rest ?? '') : '';
  });
}

const composeWith = (env: Record<string, string>) => parse(interpolate(composeText, env)) as ComposeFile;
const SECRET = { JWT_SECRET: 'a'.repeat(64) };

describe('compose.yaml', () => {
  const compose = composeWith(SECRET);
  const service = compose.services.annuaire!;

  it('is a valid Compose file (the Compose Specification schema)', () => {
    const schema = JSON.parse(readFileSync(resolve(paths.packageRoot, 'src/testing/compose-spec.json'), 'utf8')) as Record<string, unknown>;
    // the schema names its draft by an https address Ajv does not know under that key; its keywords are draft-07's
    delete schema.$schema;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('refuses to start without JWT_SECRET: every replica must sign and read the same tokens', () => {
    expect(() => composeWith({})).toThrow(/JWT_SECRET/);
  });

  it('gives the service only variables it reads, and they make a valid configuration: two processes on PostgreSQL, uploads in the bucket', () => {
    const environment = service.environment ?? {};
    const read = new Set<string>();
    const recording = new Proxy({ ...environment } as NodeJS.ProcessEnv, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return target[name as string];
      },
    });
    const config = loadConfig(recording);
    expect(Object.keys(environment).filter((name) => !read.has(name))).toEqual([]);
    expect(config.workers).toBe(2);
    expect(config.databaseUrl).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
    expect(config.s3).toMatchObject({ bucket: 'annuaire-uploads', endpoint: 'http://store:8333', forcePathStyle: true });
    expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0' });
  });

  it('builds the service from its Dockerfile and runs every other part from a public image, each with a health check the service waits for', () => {
    expect(service.build).toEqual({ context: '.', dockerfile: 'packages/server/Dockerfile' });
    expect(existsSync(resolve(root, service.build!.dockerfile))).toBe(true);
    const others = Object.entries(compose.services).filter(([name]) => name !== 'annuaire');
    for (const [name, other] of others) {
      expect(other.build, name).toBeUndefined();
      // an official or a Docker Hub organisation's image: no private registry host
      expect(other.image, name).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)?:[\w.-]+$/);
    }
    expect(service.depends_on).toEqual({ db: { condition: 'service_healthy' }, bucket: { condition: 'service_completed_successfully' } });
    expect(compose.services.db?.healthcheck?.test).toContain('pg_isready');
    expect(compose.services.store?.healthcheck?.test.join(' ')).toMatch(/8333/);
    expect(compose.services.bucket?.depends_on).toEqual({ store: { condition: 'service_healthy' } });
    // the bucket the one-shot service creates is the one the service uses
    expect(compose.services.bucket?.command?.join(' ')).toContain(`--bucket ${service.environment?.S3_BUCKET}`);
  });
});

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function instructionsOf(text: string): Array<{ keyword: string; args: string }> {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

describe('packages/server/Dockerfile', () => {
  const instructions = instructionsOf(readFileSync(dockerfilePath, 'utf8'));
  const args = new Map(
    instructions
      .filter((i) => i.keyword === 'ARG' && i.args.includes('='))
      .map((i) => {
        const [name = '', ...value] = i.args.split('=');
        return [name, value.join('=')] as const;
      }),
  );
  const stageStarts = instructions.flatMap((instruction, index) => (instruction.keyword === 'FROM' ? [index] : []));
  const finalStage = instructions.slice(stageStarts.at(-1));

  it('builds every stage on a base pinned by digest, on an even (LTS) Node of 22 or later', () => {
    expect(stageStarts.length).toBeGreaterThan(0);
    for (const start of stageStarts) {
      const image = instructions[start]!.args.split(/\s+/)[0]!.replace(/^\$\{(\w+)\}$/, (_whole, name: string) => args.get(name) ?? '');
      expect(image).toMatch(/^node:(\d+)-[a-z-]+@sha256:[0-9a-f]{64}$/);
      const major = Number(/^node:(\d+)/.exec(image)?.[1]);
      expect(major).toBeGreaterThanOrEqual(22);
      expect(major % 2).toBe(0);
    }
  });

  it('runs as a user other than root, with a health check, in exec form', () => {
    const user = finalStage.filter((i) => i.keyword === 'USER').at(-1);
    expect(user?.args).toBeDefined();
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/);
    const health = finalStage.find((i) => i.keyword === 'HEALTHCHECK');
    expect(health?.args).toMatch(/CMD \[.*\/api\/health\/ready/);
    expect(finalStage.find((i) => i.keyword === 'CMD')?.args).toMatch(/^\[/);
    expect(instructions.some((i) => i.keyword === 'ADD')).toBe(false);
  });

  it("installs for the runtime the service's production dependencies alone: no prune of the whole workspace, nothing of another workspace but the app's build", () => {
    const stages = new Map(
      stageStarts.map((start, index) => [
        /\sAS\s+(\S+)$/i.exec(instructions[start]!.args)?.[1] ?? String(index),
        instructions.slice(start, stageStarts[index + 1]),
      ]),
    );
    const copies = finalStage.filter((i) => i.keyword === 'COPY').map((i) => i.args.split(/\s+/));
    const nodeModules = copies.find((parts) => parts.at(-1) === 'node_modules');
    const source = stages.get(nodeModules?.find((part) => part.startsWith('--from='))?.slice('--from='.length) ?? '') ?? [];
    const commands = source
      .filter((i) => i.keyword === 'RUN')
      .flatMap((i) => i.args.split(/\s*&&\s*/))
      .map((command) => command.trim());
    const install = commands.findIndex((command) => /^npm ci\b/.test(command));
    expect(commands[install]).toMatch(/--omit=dev\b/);
    expect(commands[install]).toMatch(/(-w|--workspace)[ =]@annuaire\/server\b/);
    expect(commands[install]).toMatch(/--include-workspace-root=false\b/);
    // npm would keep what the service's devDependencies reach (the kit and all of its dependencies): dropped first
    const dropDev = commands.indexOf('node packages/server/scripts/without-dev-dependencies.mjs');
    expect(dropDev).toBeGreaterThanOrEqual(0);
    expect(dropDev).toBeLessThan(install);
    // the manifests only: nothing whose dependencies that install could take in
    const installCopies = source
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) =>
        i.args
          .split(/\s+/)
          .filter((part) => !part.startsWith('--'))
          .slice(0, -1),
      );
    expect(installCopies.filter((path) => !/(^|\/)(package\.json|package-lock\.json|without-dev-dependencies\.mjs)$/.test(path))).toEqual([]);
    expect(instructions.filter((i) => i.keyword === 'RUN' && /\bnpm prune\b/.test(i.args))).toEqual([]);
    const otherWorkspaces = copies
      .flatMap((parts) => parts.filter((part) => !part.startsWith('--')).slice(0, -1))
      .map((path) => path.replace(/^\/repo\//, ''))
      .filter(
        (path) => path.startsWith('packages/') && !path.startsWith('packages/server/') && !['packages/app/dist', 'packages/app/package.json'].includes(path),
      );
    expect(otherWorkspaces).toEqual([]);
  });

  it('copies only paths the repository has (a moved file fails here, not in an image build)', () => {
    const missing: string[] = [];
    for (const { keyword, args: line } of instructions) {
      if (keyword !== 'COPY') continue;
      const parts = line.split(/\s+/);
      const from = parts.find((part) => part.startsWith('--from='));
      const sources = parts.filter((part) => !part.startsWith('--')).slice(0, -1);
      for (const source of sources) {
        // from the build stage: what the build made (dist, node_modules) is not in the repository; the rest is
        const path = from ? source.replace(/^\/repo\//, '') : source;
        if (from && /(^|\/)(dist|node_modules)(\/|$)/.test(path)) continue;
        if (!existsSync(resolve(root, path))) missing.push(source);
      }
    }
    expect(missing).toEqual([]);
  });
});
