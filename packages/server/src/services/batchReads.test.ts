import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { BatchReader } from './batchReads.js';

/** A read whose answers the test gives: each call's keys are noted, and it ends when the test says. */
function controlledRead() {
  const calls: { keys: number[]; answer(found?: number[]): void; fail(error: Error): void }[] = [];
  const read = (keys: number[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      calls.push({
        keys,
        answer: (found = keys) => resolve(new Map(found.map((key) => [key, `company ${key}`]))),
        fail: reject,
      });
    });
  return { calls, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchReader', () => {
  it('reads a key at once, alone, when nothing else is being read (a quiet service waits for nothing)', async () => {
    const { calls, read } = controlledRead();
    const reader = new BatchReader(read, { maxInFlight: 2 });
    const one = reader.load(7);
    expect(calls.map((call) => call.keys)).toEqual([[7]]);
    calls[0]?.answer();
    expect(await one).toBe('company 7');
  });

  it('sends the keys asked while maxInFlight reads run together, in one read, as soon as one of them ends', async () => {
    const { calls, read } = controlledRead();
    const reader = new BatchReader(read, { maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5].map((key) => reader.load(key));
    // two start at once; the three others wait for one of them
    expect(calls.map((call) => call.keys)).toEqual([[1], [2]]);
    calls[1]?.answer();
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([[1], [2], [3, 4, 5]]);
    calls[0]?.answer();
    calls[2]?.answer([3, 5]);
    expect(await Promise.all(answers)).toEqual(['company 1', 'company 2', 'company 3', undefined, 'company 5']);
  });

  it('reads a key asked twice meanwhile once, and answers both', async () => {
    const { calls, read } = controlledRead();
    const reader = new BatchReader(read, { maxInFlight: 1 });
    const first = reader.load(1);
    const again = [reader.load(9), reader.load(9), reader.load(8)];
    calls[0]?.answer();
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([[1], [9, 8]]);
    calls[1]?.answer();
    expect(await Promise.all([first, ...again])).toEqual(['company 1', 'company 9', 'company 9', 'company 8']);
  });

  it('puts at most maxBatch keys in a read', async () => {
    const { calls, read } = controlledRead();
    const reader = new BatchReader(read, { maxInFlight: 1, maxBatch: 3 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((key) => reader.load(key));
    for (let call = 0; call < 3; call++) {
      calls[call]?.answer();
      await settle();
    }
    expect(calls.map((call) => call.keys)).toEqual([[1], [2, 3, 4], [5, 6, 7]]);
    expect(await Promise.all(answers)).toHaveLength(7);
  });

  it('fails the calls of a failed read only, and reads on', async () => {
    const { calls, read } = controlledRead();
    const reader = new BatchReader(read, { maxInFlight: 1 });
    const first = reader.load(1);
    const second = [reader.load(2), reader.load(3)];
    calls[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    calls[1]?.answer();
    expect(await Promise.all(second)).toEqual(['company 2', 'company 3']);
  });

  it('fails the calls of a read that throws before it starts, and reads on', async () => {
    let calls = 0;
    const reader = new BatchReader<number, string>(
      (keys) => {
        calls += 1;
        if (calls === 1) throw new Error('refused');
        return Promise.resolve(new Map(keys.map((key) => [key, `company ${key}`])));
      },
      { maxInFlight: 1 },
    );
    await expect(reader.load(1)).rejects.toThrow('refused');
    expect(await reader.load(2)).toBe('company 2');
  });

  it('reads in its own async context, not in that of the call that started the read', async () => {
    const context = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const reader = new BatchReader<number, string>(async (keys) => {
      seen.push(context.getStore());
      await settle();
      return new Map(keys.map((key) => [key, String(key)]));
    });
    // one caller inside a transaction of its own; the next reads start from the end of its read
    await context.run('a transaction of call 1', () => Promise.all([reader.load(1), reader.load(2), reader.load(3), reader.load(4)]));
    expect(seen).toEqual([undefined, undefined, undefined]);
  });
});
