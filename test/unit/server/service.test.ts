/** The service's write loop against a store that loses races: re-apply, 412, or give up. */
import { describe, expect, it } from 'vitest';
import type { ApiProblem } from '../../../server/errors.ts';
import { packageRules } from '../../../server/package-rules.ts';
import type { ClusterRules } from '../../../server/rules.ts';
import {
  createCluster,
  MAX_PATCH_ATTEMPTS,
  patchCluster,
  readCluster,
  type ServiceDeps,
  writtenText,
} from '../../../server/service.ts';
import { openMemoryStore } from '../../../server/store/memory.ts';
import type { ClusterStore } from '../../../server/store/types.ts';
import { createBody } from '../../helpers/reference-server.ts';

/** A store whose first `losses` replaces report that another writer got in first (and do write it). */
function racingStore(losses: number): ClusterStore & { replaces: () => number } {
  const inner = openMemoryStore();
  let replaces = 0;
  return {
    ...inner,
    replaces: () => replaces,
    async replace(org, cluster, expected) {
      replaces++;
      if (replaces <= losses) {
        const current = (await inner.get(org, cluster.name))?.cluster;
        if (current !== undefined)
          await inner.replace(org, { ...current, version: current.version + 1 }, current.version);
        return 'stale';
      }
      return inner.replace(org, cluster, expected);
    },
  };
}

function deps(store: ClusterStore): ServiceDeps {
  return {
    store,
    rules: packageRules,
    validate: true,
    clock: () => new Date(0),
    mint: () => ({ id: 'i', alias: 'a' }),
  };
}

describe('patchCluster when another writer gets in between', () => {
  it('re-reads and re-applies, answering the version it wrote', async () => {
    const store = racingStore(3);
    await createCluster(deps(store), 'acme', createBody());
    const patched = await patchCluster(deps(store), 'acme', 'prod-eu-1', { description: 'mine' }, undefined);
    expect(patched).toMatchObject({ description: 'mine', version: 5 });
    expect(store.replaces()).toBe(4);
  });

  it('answers 412 when If-Match named the version that was overtaken', async () => {
    const store = racingStore(1);
    await createCluster(deps(store), 'acme', createBody());
    const error = await patchCluster(deps(store), 'acme', 'prod-eu-1', { description: 'mine' }, 1).catch((e) => e);
    expect(error as ApiProblem).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED', details: { version: 2 } });
  });

  it(`gives up after ${MAX_PATCH_ATTEMPTS} lost races with 409 CONCURRENT_MODIFICATION`, async () => {
    const store = racingStore(Number.POSITIVE_INFINITY);
    await createCluster(deps(store), 'acme', createBody());
    const error = await patchCluster(deps(store), 'acme', 'prod-eu-1', { description: 'mine' }, undefined).catch(
      (e) => e,
    );
    expect(error as ApiProblem).toMatchObject({ status: 409, code: 'CONCURRENT_MODIFICATION' });
    expect(store.replaces()).toBe(MAX_PATCH_ATTEMPTS);
  });
});

describe('answers built from reads wait until what was read is durable', () => {
  /** A store that counts the calls of `settled`. */
  function countingStore(): ClusterStore & { settles: () => number } {
    const inner = openMemoryStore();
    let settles = 0;
    return {
      ...inner,
      settles: () => settles,
      settled: () => {
        settles++;
        return inner.settled();
      },
    };
  }

  it.each([
    ['a read', (d: ServiceDeps) => readCluster(d, 'acme', 'prod-eu-1'), 1],
    ['a patch refused with 412', (d: ServiceDeps) => patchCluster(d, 'acme', 'prod-eu-1', {}, 7).catch(() => {}), 1],
    [
      'a patch of a missing cluster',
      (d: ServiceDeps) => patchCluster(d, 'acme', 'nope', {}, undefined).catch(() => {}),
      1,
    ],
    [
      'a patch that was written (its write is durable, and all before it)',
      (d: ServiceDeps) => patchCluster(d, 'acme', 'prod-eu-1', { description: 'x' }, undefined),
      0,
    ],
  ] as const)('%s waits %i time(s)', async (_name, act, waits) => {
    const store = countingStore();
    await createCluster(deps(store), 'acme', createBody());
    await act(deps(store));
    expect(store.settles()).toBe(waits);
  });
});

describe('a PATCH checks each thing once', () => {
  /** The package's rules, counting the calls of each. */
  function countingRules() {
    const calls = { preparePatch: 0, validateCreated: 0, applyPatch: 0 };
    const rules: ClusterRules = {
      ...packageRules,
      preparePatch: (value) => {
        calls.preparePatch++;
        return packageRules.preparePatch(value);
      },
      validateCreated: (record, body, recordBytes) => {
        calls.validateCreated++;
        return packageRules.validateCreated(record, body, recordBytes);
      },
      applyPatch: (stored, patch, serviceFields) => {
        calls.applyPatch++;
        return packageRules.applyPatch(stored, patch, serviceFields);
      },
    };
    return { rules, calls };
  }

  it('checks the patch once however often it is re-applied, and never checks the stored cluster again', async () => {
    const store = racingStore(3);
    await createCluster(deps(store), 'acme', createBody());
    const { rules, calls } = countingRules();
    const patched = await patchCluster(
      { ...deps(store), rules },
      'acme',
      'prod-eu-1',
      { description: 'once' },
      undefined,
    );
    expect(patched).toMatchObject({ description: 'once', version: 5 });
    expect(calls).toEqual({ preparePatch: 1, validateCreated: 0, applyPatch: 4 });
  });

  it('hands the engine the size of the stored text, so it does not walk the stored cluster', async () => {
    const store = openMemoryStore();
    await createCluster(deps(store), 'acme', { ...createBody(), description: 'stored in München, 東京' });
    const seen: Array<[unknown, number | undefined]> = [];
    const rules: ClusterRules = {
      ...packageRules,
      applyPatch: (stored, patch, serviceFields, storedBytes) => {
        seen.push([stored, storedBytes]);
        return packageRules.applyPatch(stored, patch, serviceFields, storedBytes);
      },
    };
    await patchCluster({ ...deps(store), rules }, 'acme', 'prod-eu-1', { description: 'once' }, undefined);
    const [[stored, storedBytes] = []] = seen;
    expect(storedBytes).toBe(Buffer.byteLength(JSON.stringify(stored)));
  });

  it('refuses a patch refused on its own before reading the cluster, with the engine’s first error', async () => {
    const store = openMemoryStore();
    await createCluster(deps(store), 'acme', createBody());
    const { rules, calls } = countingRules();
    const error = await patchCluster(
      { ...deps(store), rules },
      'acme',
      'prod-eu-1',
      { $drop: ['description'], description: 'x' },
      undefined,
    ).catch((e) => e);
    expect(error as ApiProblem).toMatchObject({ code: 'CONFLICT' });
    expect(calls).toEqual({ preparePatch: 1, validateCreated: 0, applyPatch: 0 });
  });

  it('refuses a result that is not a valid cluster with INVALID_RESULT from the engine', async () => {
    const store = openMemoryStore();
    await createCluster(deps(store), 'acme', createBody());
    const error = await patchCluster(
      deps(store),
      'acme',
      'prod-eu-1',
      { spec: { $drop: ['version'] } },
      undefined,
    ).catch((e) => e);
    expect(error as ApiProblem).toMatchObject({ status: 422, code: 'INVALID_RESULT' });
    expect((await readCluster(deps(store), 'acme', 'prod-eu-1')).version).toBe(1);
  });
});

describe('the text of a written record', () => {
  it('is made once: the store holds it and the answer sends it', async () => {
    const texts: string[] = [];
    const inner = openMemoryStore();
    const store: ClusterStore = {
      ...inner,
      insert: (org, cluster, text) => {
        texts.push(text ?? 'none');
        return inner.insert(org, cluster, text);
      },
      replace: (org, cluster, expected, text) => {
        texts.push(text ?? 'none');
        return inner.replace(org, cluster, expected, text);
      },
    };
    const created = await createCluster(deps(store), 'acme', createBody());
    const patched = await patchCluster(deps(store), 'acme', 'prod-eu-1', { description: 'mine' }, undefined);
    expect(texts).toEqual([JSON.stringify(created), JSON.stringify(patched)]);
    expect(writtenText(created)).toBe(texts[0]);
    expect(writtenText(patched)).toBe(texts[1]);
    expect((await store.get('acme', 'prod-eu-1'))?.cluster).toEqual(JSON.parse(texts[1] ?? ''));
  });

  it('is not known for a record the service only read', async () => {
    const store = openMemoryStore();
    await createCluster(deps(store), 'acme', createBody());
    expect(writtenText(await readCluster(deps(store), 'acme', 'prod-eu-1'))).toBeUndefined();
  });
});

describe('a create checks the body once, and the record only where the body check does not answer', () => {
  it('hands the record check the body as checked and the size of the text it stores', async () => {
    const store = openMemoryStore();
    const calls: Array<{ record: unknown; body: unknown; recordBytes: number }> = [];
    let checkedBodies = 0;
    const rules: ClusterRules = {
      ...packageRules,
      validateCreate: (value) => {
        checkedBodies++;
        return packageRules.validateCreate(value);
      },
      validateCreated: (record, body, recordBytes) => {
        calls.push({ record, body, recordBytes });
        return packageRules.validateCreated(record, body, recordBytes);
      },
    };
    const body = { ...createBody(), description: 'made in München, 東京' };
    const cluster = await createCluster({ ...deps(store), rules }, 'acme', body);
    expect(checkedBodies).toBe(1);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.record).toBe(cluster);
    expect(call?.body).toBe(body);
    const text = writtenText(cluster) ?? '';
    expect(call?.recordBytes).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual(cluster);
    expect((await store.get('acme', 'prod-eu-1'))?.cluster).toEqual(cluster);
  });

  it.each([
    ['an id too long', { id: 'i'.repeat(256), alias: 'a' }],
    ['an alias that is not a string', { id: 'i', alias: 7 as unknown as string }],
  ])('never stores a record validateCluster would refuse: %s', async (_name, minted) => {
    const store = openMemoryStore();
    const error = await createCluster({ ...deps(store), mint: () => minted }, 'acme', createBody()).catch((e) => e);
    expect(String(error)).toContain('refusing to store an invalid cluster');
    expect(await store.get('acme', 'prod-eu-1')).toBeUndefined();
  });
});
