import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTACT_CHANNELS, DAYS_OF_WEEK } from './models';

// The client's lists of the contract's enums hold every value of the contract, once (the types only check that each
// listed value exists). Read from the generated types, which schemaFreshness.test.ts keeps equal to the contract.
const generated = readFileSync(new URL('./generated/schema.d.ts', import.meta.url), 'utf8');
const unionAfter = (anchor: RegExp) => {
  const match = anchor.exec(generated);
  if (!match?.[1]) throw new Error(`no ${anchor.source} in the generated schema`);
  return [...match[1].matchAll(/"([^"]+)"/g)].map((value) => value[1]);
};

describe("the contract's enums as the client lists them", () => {
  it('DAYS_OF_WEEK is DayOfWeek, Monday first', () => {
    expect([...DAYS_OF_WEEK]).toEqual(unionAfter(/\n\s+DayOfWeek: ([^;]+);/));
  });
  it('CONTACT_CHANNELS is the channel of ContactCreate', () => {
    expect([...CONTACT_CHANNELS].sort()).toEqual(unionAfter(/\n\s+ContactCreate: \{[\s\S]*?channel: ([^;]+);/).sort());
  });
});
