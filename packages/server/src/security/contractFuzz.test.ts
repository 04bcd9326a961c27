// Generated requests from the contract: every operation of openapi/directory.yaml receives requests
// derived from its parameters and body (valid, invalid and hostile values, missing and extra fields, wrong content
// types, broken multipart forms) from each profile — anonymous, member, chamber administrator, network
// administrator —, at least 10,000 in all. Every answer: no 5xx, valid against the contract's response for its
// status, an error in the error shape with a message and no trace of the code or the SQL behind it.
//
// Fixed seed by default (and in CI). Locally: FUZZ_SEED=random picks one and prints it; FUZZ_SEED=<n> replays it;
// FUZZ_RUNS=<n> sets the total number of requests. A failure prints fast-check's shrunk counter-example.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from '../openapi.js';
import { createTestApp, expectValidResponse, type TestApp } from '../testing/harness.js';
import { ContractRequests, toInjectOptions, type FuzzRequest } from './contractRequests.js';
import { prepareSampleFiles } from './sampleFiles.js';

const DEFAULT_SEED = 20261124;
const seedSetting = process.env.FUZZ_SEED;
const BASE_SEED = seedSetting === 'random' ? Math.floor(Math.random() * 2 ** 31) : seedSetting ? Number(seedSetting) : DEFAULT_SEED;
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const document = loadOpenApiDocument();
const operations = listOperations(document);
const generator = new ContractRequests(document);

const PROFILES = [
  { name: 'anonymous', caller: undefined },
  { name: 'member', caller: 'member' },
  { name: 'chamber administrator', caller: 'admin' },
  { name: 'network administrator', caller: 'networkAdmin' },
] as const;

const RUNS_PER_OPERATION = Math.ceil(TOTAL_RUNS / (operations.length * PROFILES.length));

/** A stable per-test seed: one operation's run replays alone with `-t`. */
function seedFor(profile: string, operationId: string): number {
  let hash = BASE_SEED | 0;
  for (const char of `${profile}/${operationId}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** What an error body must never carry: a stack trace, a source path or SQL. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+|Failed query|\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate\b[\s\S]*\bset\b|syntax error|violates|relation "|column "|drizzle|pglite|postgres/i;

/** Long runs of one character (oversized values) printed as their length, so a counter-example stays readable. */
const compact = (text: string) => text.replace(/(.)\1{39,}/g, (run, char: string) => `${char}…(${run.length} times)`);

let sent = 0;

async function sendAndCheck(t: TestApp, request: FuzzRequest) {
  const res = await t.app.inject(toInjectOptions(request));
  sent++;
  expect(res.statusCode, `${request.method} ${request.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expectValidResponse(res, request.operationId);
  if (res.statusCode >= 400) {
    const body = res.json<{ message: unknown; status: unknown; error: unknown }>();
    expect(body, `${request.method} ${request.url}`).toMatchObject({ message: expect.any(String), status: res.statusCode, error: expect.any(String) });
    expect((body.message as string).trim().length).toBeGreaterThan(0);
    expect(body.message as string).not.toMatch(LEAK);
  }
}

beforeAll(async () => {
  await prepareSampleFiles();
  console.info(`contract fuzz: FUZZ_SEED=${BASE_SEED} FUZZ_RUNS=${TOTAL_RUNS} (${RUNS_PER_OPERATION} per operation and profile)`);
});

afterAll(() => {
  console.info(`contract fuzz: ${sent} requests sent`);
});

describe.each(PROFILES.map((profile) => [profile.name, profile.caller] as const))('given requests from the %s profile', (name, caller) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(operations.map((o) => [o.operationId, o] as const))('%s answers every generated request within the contract', async (operationId, operation) => {
    const authorization = caller ? t.auth[caller].authorization : undefined;
    await fc.assert(
      fc.asyncProperty(generator.requests(operation, authorization), (request) => sendAndCheck(t, request)),
      {
        seed: seedFor(name, operationId),
        numRuns: RUNS_PER_OPERATION,
        reporter: (details) => {
          if (!details.failed) return;
          const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error(
            `${compact(fc.defaultReportMessage(details) ?? 'failed')}\nFailure: ${compact(cause)}\n` +
              `Replay: FUZZ_SEED=${BASE_SEED} FUZZ_RUNS=${TOTAL_RUNS} npx vitest run src/security/contractFuzz.test.ts -t 'from the ${name} profile ${operationId} '`,
          );
        },
      },
    );
  });
});

describe('the generated-request suite', () => {
  it('sends at least 10,000 requests (fewer only when FUZZ_RUNS asks for fewer)', () => {
    // the tests above ran before this one (vitest runs a file's tests in order)
    expect(sent).toBeGreaterThanOrEqual(Math.min(TOTAL_RUNS, 10_000));
  });
});
