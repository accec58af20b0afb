/** The compatibility guard's table of spec edits, on the golden spec (test/fixtures/small-spec). */
import { describe, expect, it } from 'vitest';
import { EDITS, runEdits } from './edit-runner.ts';

describe('the table of spec edits', () => {
  it('has at least 40 edits, each named once', () => {
    expect(EDITS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(EDITS.map((e) => e.name)).size).toBe(EDITS.length);
  });
});

runEdits('golden');
