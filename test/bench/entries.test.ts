/**
 * The bench stays runnable and honest as the schema, the validators and the engine change: every
 * entry is named once and names its peer, every pair's set-up holds (both sides judge the body
 * alike, give the same cluster, diffs round-trip) and both sides run, the checks of process entries
 * pass (both servers of `server.patch` answer the bench's patch alike), and every deterministic
 * entry measures. The timing itself is `npm run bench`, never a test.
 */
import { describe, expect, it } from 'vitest';
import { loadSuite, suiteNames } from '../../bench/harness/suites.ts';
import type { Entry } from '../../bench/lib.ts';

const suites = await Promise.all((await suiteNames()).map(loadSuite));
const entries: Entry[] = suites.flatMap((s) => [...s.suite.entries]);

describe('bench entries', () => {
  it('have unique names of the form area.what…, each naming its peer', () => {
    const names = entries.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of entries) {
      expect(entry.name).toMatch(/^[a-z]+(\.[A-Za-z0-9]+)+$/);
      expect(entry.peer.length).toBeGreaterThan(10);
    }
  });

  it('cover every input shape against the issue-17 peers', () => {
    const names = new Set(entries.map((e) => e.name));
    for (const shape of ['realistic', 'firewall1k', 'pools1k', 'unknownField', 'deepFreeForm']) {
      for (const peer of ['schemasafe', 'ajv', 'ajvFirstError']) expect(names).toContain(`validate.${shape}.${peer}`);
    }
    for (const shape of ['realistic', 'pools1k', 'firewallAppend', 'deepFreeForm']) {
      for (const peer of ['jsonJoy', 'jsonJoyAjv', 'fastJsonPatch'])
        expect(names).toContain(`patch.apply.${shape}.${peer}`);
      for (const peer of ['jsonJoy', 'fastJsonPatch', 'microdiff'])
        expect(names).toContain(`patch.diff.${shape}.${peer}`);
      expect(names).toContain(`patch.size.${shape}.jsonJoy`);
    }
    for (const name of [
      'validate.realistic.walk',
      'validate.coldStart.schemasafe',
      'server.patch',
      'validate.realistic.commonjs',
      'patch.apply.realistic.commonjs',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('prepare their suites', async () => {
    for (const { suite } of suites) await suite.prepare?.();
  }, 120_000);

  for (const entry of entries.filter((e) => e.kind === 'pair')) {
    it(`${entry.name}: the set-up checks pass and both sides run`, async () => {
      const { ours, theirs } = await entry.setup();
      expect(ours()).toBeDefined();
      expect(theirs()).toBeDefined();
    });
  }

  for (const entry of entries.filter((e) => e.kind === 'processes' && e.check !== undefined)) {
    it(`${entry.name}: its check passes`, async () => {
      if (entry.kind === 'processes') await entry.check?.();
    }, 60_000);
  }

  for (const entry of entries.filter((e) => e.kind === 'exact')) {
    it(`${entry.name}: measures both sides`, async () => {
      const { ours, peer } = await entry.measure();
      expect(ours).toBeGreaterThan(0);
      expect(peer).toBeGreaterThan(0);
    });
  }
});
