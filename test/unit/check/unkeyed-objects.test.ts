/**
 * Arrays of closed objects without identifier (`x-mk8s-unkeyed`): a patch names the elements of an
 * array of closed objects by identifier, so the check accepts one only where no create or patch body
 * reaches it (the error body, read-only fields, a read shape that an input shape replaces), and says
 * where it refuses one. A spec type titled `ValidationIssue` stands for the validators' issue, so it
 * must have its members.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editJson, generateFrom, importGenerated } from '../../helpers/spec.ts';
import { base, diagnosticsOf, loadBase } from '../../helpers/spec-check.ts';

beforeAll(loadBase);

/** A titled closed object with two string members, `at` required. */
function note(title: string): Record<string, unknown> {
  return {
    title,
    description: 'A note.',
    type: 'object',
    additionalProperties: false,
    required: ['at'],
    properties: {
      at: { type: 'string', description: 'Where.' },
      text: { type: 'string', description: 'What.' },
    },
  };
}

/** An unkeyed array of `ref`'s elements. */
function notes(ref: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'array', description: 'Notes.', 'x-mk8s-unkeyed': true, items: { $ref: ref }, ...extra };
}

const UNKEYED_IN_BODY =
  'x-mk8s-unkeyed takes closed objects only where no create or patch body reaches the array (the error body, read-only fields): a patch names these elements by identifier, so give them one (x-mk8s-key)';

/** The small spec with `Note` defined in cluster.json and an unkeyed array of it placed by `place`. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into spec JSON
function withNotes(place: (d: Record<string, any>) => void): Map<string, string> {
  return editJson(base(), 'cluster.json', (d) => {
    d.$defs.Note = note('Note');
    place(d);
  });
}

describe('an unkeyed array of closed objects', () => {
  it('is accepted in the error body', async () => {
    const spec = editJson(base(), 'error.json', (d) => {
      d.$defs = { Note: note('Note') };
      d.properties.notes = notes('#/$defs/Note');
    });
    expect(await diagnosticsOf(spec)).toEqual([]);
  });

  it('is accepted under a read-only field of the resource', async () => {
    const spec = withNotes((d) => {
      d.properties.notes = notes('#/$defs/Note', { 'x-mk8s-read-only': true });
    });
    expect(await diagnosticsOf(spec)).toEqual([]);
  });

  it('is accepted in a read shape that an input shape replaces in bodies', async () => {
    const spec = editJson(base(), 'shared.json', (d) => {
      d.$defs.Note = note('Note');
      d.$defs.NetworkingFull.properties.notes = notes('#/$defs/Note');
    });
    expect(await diagnosticsOf(spec)).toEqual([]);
  });

  it('is refused where a create or patch body reaches it, at the array', async () => {
    const spec = withNotes((d) => {
      d.$defs.ClusterSpec.properties.notes = notes('#/$defs/Note');
    });
    expect(await diagnosticsOf(spec)).toEqual([
      {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'cluster.json',
        pointer: '/$defs/ClusterSpec/properties/notes',
        message: UNKEYED_IN_BODY,
      },
    ]);
  });

  it('is refused in an input shape, and in a named array schema a body reaches through $ref', async () => {
    const spec = withNotes((d) => {
      d.$defs.NoteList = notes('#/$defs/Note');
      d.$defs.ClusterSpec.properties.notes = { $ref: '#/$defs/NoteList', description: 'Notes.' };
    });
    const input = editJson(base(), 'shared.json', (d) => {
      d.$defs.Note = note('Note');
      d.$defs.NetworkingDns.properties.notes = notes('#/$defs/Note');
    });
    expect(await diagnosticsOf(spec)).toEqual([
      { code: 'SPEC_BAD_ANNOTATION', file: 'cluster.json', pointer: '/$defs/NoteList', message: UNKEYED_IN_BODY },
    ]);
    expect(await diagnosticsOf(input)).toEqual([
      {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'shared.json',
        pointer: '/$defs/NetworkingDns/properties/notes',
        message: UNKEYED_IN_BODY,
      },
    ]);
  });

  it('is refused with an identifier as well', async () => {
    const spec = editJson(base(), 'error.json', (d) => {
      d.$defs = { Note: note('Note') };
      d.properties.notes = notes('#/$defs/Note', { 'x-mk8s-key': 'at' });
    });
    expect(await diagnosticsOf(spec)).toEqual([
      {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'error.json',
        pointer: '/properties/notes',
        message: 'an array is either x-mk8s-key or x-mk8s-unkeyed, not both',
      },
    ]);
  });
});

describe('an unkeyed array of closed objects under a read-only field, in the package', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('is typed as an array of the element type and checked element by element on read', async () => {
    const spec = withNotes((d) => {
      d.properties.notes = notes('#/$defs/Note', { 'x-mk8s-read-only': true, maxItems: 2 });
    });
    const generated = await generateFrom(spec);
    if (!generated.ok) throw new Error(JSON.stringify(generated.diagnostics));
    const types = generated.value.find((f) => f.path === 'types.d.ts')?.contents ?? '';
    expect(types).toMatch(/notes\?: Note\[\];/);
    const imported = await importGenerated(generated.value, 'mk8s-unkeyed-objects-');
    dir = imported.dir;
    const cluster = { id: 'c', name: 'edge', spec: { version: '1.31.0', provider: { beta: {} } } };
    expect(imported.pkg.validateCluster({ ...cluster, notes: [{ at: '/a' }, { at: '/a' }] }).ok).toBe(true);
    const wrong = imported.pkg.validateCluster({ ...cluster, notes: [{ at: '/a' }, { text: 'x', more: 1 }] });
    expect(wrong.ok ? [] : wrong.errors.map((e) => `${e.path} ${e.code}`)).toEqual([
      '/notes/1 REQUIRED',
      '/notes/1/more UNKNOWN_FIELD',
    ]);
    const create = imported.pkg.validateClusterCreate({ name: cluster.name, spec: cluster.spec, notes: [] });
    expect(create.ok ? [] : create.errors.map((e) => `${e.path} ${e.code}`)).toEqual(['/notes READ_ONLY']);
  });
});

describe('a spec type titled ValidationIssue', () => {
  const issue = {
    title: 'ValidationIssue',
    description: 'One problem.',
    type: 'object',
    additionalProperties: false,
    required: ['path', 'code', 'message'],
    properties: {
      path: { type: 'string', description: 'Where.' },
      code: { type: 'string', description: 'Which rule.' },
      message: { type: 'string', description: 'What.' },
      detail: { type: 'string', description: 'The create rule.' },
    },
  };
  const withIssue = (edit: (i: typeof issue) => void) =>
    editJson(base(), 'error.json', (d) => {
      const copy = structuredClone(issue);
      edit(copy);
      d.$defs = { ValidationIssue: copy };
      d.properties.issues = notes('#/$defs/ValidationIssue');
    });

  it('is accepted with the members of the validators’ issue, and re-exports the runtime’s type', async () => {
    const spec = withIssue(() => {});
    expect(await diagnosticsOf(spec)).toEqual([]);
    const generated = await generateFrom(spec);
    if (!generated.ok) throw new Error(JSON.stringify(generated.diagnostics));
    const types = generated.value.find((f) => f.path === 'types.d.ts')?.contents ?? '';
    expect(types).toContain("import type { ValidationIssue } from './validators/runtime.js';");
    expect(types).not.toMatch(/export interface ValidationIssue\b/);
    expect(types).not.toContain('ValidationIssue1');
  });

  it('is refused, at its schema, with other members than the validators’ issue', async () => {
    const spec = withIssue((i) => {
      i.required = ['path', 'code'];
    });
    expect(await diagnosticsOf(spec)).toEqual([
      {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'error.json',
        pointer: '/$defs/ValidationIssue',
        message:
          "ValidationIssue is the type of the package's runtime (templates/runtime/validators/core.ts): it must be a closed object of the string members path, code, message, detail?, required as marked",
      },
    ]);
  });
});
