// vitest global setup: builds the template database once per run and hands its reference to every test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate, type TemplateRef } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    annuaireTemplate: TemplateRef;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'annuaire-template-'));
  // DATABASE_URL names a PostgreSQL server: the suite then runs against it (scripts/test-pg.mjs)
  const ref = await buildTemplate({ adminUrl: process.env.DATABASE_URL, dumpPath: join(folder, 'template.tar') });
  project.provide('annuaireTemplate', ref);
  return async () => {
    await dropTemplate(ref);
    await rm(folder, { recursive: true, force: true });
  };
}
