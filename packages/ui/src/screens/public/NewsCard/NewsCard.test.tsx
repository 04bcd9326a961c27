import { describe, expect, it } from 'vitest';
import { truncateDescription } from './NewsCard';

describe('truncateDescription', () => {
  it('keeps a description of 100 characters whole', () => {
    expect(truncateDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('cuts a longer description at 100 characters and adds an ellipsis', () => {
    expect(truncateDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  });
});
