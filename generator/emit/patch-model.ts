/**
 * The patch model the package interprets (`patch/cluster-model.js`): the vocabulary's operators, every
 * type of the create (input) form with its fields (kind, identifier, the `required` / `immutable` /
 * `renamable` flags) and the members shown on read only, and every level a patch can reach with the
 * operator keys it takes. The patch engine and the validators' patch checks both read it. Built from
 * the derived models only, so a field added to spec/ or an operator added to the vocabulary reaches
 * the runtime without any change to it.
 */
import type { ModelField, ModelLevel, ModelType, PatchModelData } from '../../templates/runtime/patch/model.ts';
import { operatorData } from '../../templates/runtime/patch/vocabulary.ts';
import type { PatchType } from '../derive/patch/types.ts';
import { readOnlyMembers } from '../derive/read-only.ts';
import type { DerivedField, DerivedIR, DerivedType } from '../derive/types.ts';
import type { ResourceIR } from '../ir/types.ts';
import type { Artifact } from './artifact.ts';
import { _, type JsonValue, literal } from './code.ts';
import { emitModule } from './module.ts';

/** `patch/cluster-model.js`, the model as a module. */
export async function emitPatchModel(derived: DerivedIR): Promise<Artifact> {
  const data = literal(buildPatchModel(derived) as unknown as JsonValue, 2);
  const files = await emitModule({
    path: 'patch/cluster-model',
    purpose: 'What the patch engine knows about each type of the cluster resource (from spec/).',
    esm: _`/** @type {import('./model.js').PatchModelData} */\nexport const clusterPatchModel = ${data};\n`,
    dts: _`import type { PatchModelData } from './model.js';\nexport declare const clusterPatchModel: PatchModelData;\n`,
  });
  return { files };
}

export function buildPatchModel(derived: DerivedIR): PatchModelData {
  const readOnly = readOnlyMembers(derived.ir, derived.create);
  return {
    operators: derived.operators.map(operatorData),
    root: derived.create.root,
    types: [...derived.create.types.values()].map((type) => modelType(type, readOnly.get(type.name) ?? [], derived.ir)),
    levels: [...derived.patch.types.values()].map(modelLevel),
    // The resource's `x-mk8s-max-bytes`, the one statement of the limit; without it a result is unbounded.
    ...(derived.patch.maxBytes === undefined ? {} : { maxBytes: derived.patch.maxBytes }),
    ...optionalLongest(longestArray(derived.create.types.values())),
  };
}

function optionalLongest(longest: number | undefined): { maxItems?: number } {
  return longest === undefined ? {} : { maxItems: longest };
}

/**
 * The most items any array of the resource's create form may hold: the largest `maxItems` of its
 * arrays and of the arrays inside its free-form values; 0 when it has none (an array there is no
 * value of the resource). `undefined` when one of them has no bound.
 */
export function longestArray(types: Iterable<DerivedType>): number | undefined {
  let longest = 0;
  for (const type of types) {
    for (const { shape } of type.fields) {
      for (const bound of arrayBounds(shape)) {
        if (bound === undefined) return undefined;
        longest = Math.max(longest, bound);
      }
    }
  }
  return longest;
}

/** The `maxItems` of each array a field's value can hold (its own, and those of free-form values in it). */
function arrayBounds(shape: DerivedField['shape']): (number | undefined)[] {
  switch (shape.kind) {
    case 'scalar-array':
    case 'keyed-array':
      return [shape.maxItems];
    case 'unkeyed-array':
      // Closed-object elements are types of their own, whose fields are counted where that type is.
      return shape.items.kind === 'free-form' ? [shape.maxItems, shape.items.maxItems] : [shape.maxItems];
    case 'free-form':
      return [shape.maxItems];
    default:
      return [];
  }
}

function modelType(type: DerivedType, readOnly: readonly string[], ir: ResourceIR): ModelType {
  const read = ir.types.get(type.source);
  return {
    name: type.name,
    fields: type.fields.map((field) => modelField(field, read?.fields.find((f) => f.name === field.name)?.shape)),
    ...(readOnly.length > 0 ? { readOnly } : {}),
  };
}

/**
 * A field of a create type; `readShape` is its shape in the resource as read. They differ where the
 * field takes an input shape (`networking`) or names a type renamed `<Name>Create` (one that holds a
 * read-only field): a value valid in one shape need not be valid in the other.
 */
function modelField(field: DerivedField, readShape: unknown): ModelField {
  const { shape } = field;
  const flags = {
    ...(field.required ? { required: true } : {}),
    ...(field.immutable ? { immutable: true } : {}),
    ...(field.renamable ? { renamable: true } : {}),
    ...(JSON.stringify(shape) === JSON.stringify(readShape) ? {} : { differsOnRead: true }),
  };
  switch (shape.kind) {
    case 'object':
      return { name: field.name, kind: shape.kind, type: shape.type, ...flags };
    case 'keyed-array':
      return { name: field.name, kind: shape.kind, type: shape.items, key: shape.key, ...flags };
    default:
      return { name: field.name, kind: shape.kind, ...flags };
  }
}

function modelLevel(type: PatchType): ModelLevel {
  return {
    name: type.name,
    kind: type.kind,
    source: type.source,
    ...(type.identifier === undefined ? {} : { identifier: type.identifier }),
    operators: type.operators.map((member) => member.key),
  };
}
