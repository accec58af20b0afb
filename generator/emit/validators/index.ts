/**
 * The compiled validators (`validators/index.js`): specialised JavaScript written from the derived
 * models, one function per named type and per patch type, plus the hand-written runtime in
 * templates/runtime/validators/. No schema is compiled and no code is evaluated at run time.
 */
import { PATCH_ALONE_CODES } from '../../../templates/runtime/patch/vocabulary.ts';
import type { DerivedIR, DerivedModel } from '../../derive/types.ts';
import type { Artifact, EmitContext } from '../artifact.ts';
import { _, type Code, concat, join, lines, name, property, singleQuoted } from '../code.ts';
import type { EmittedFile } from '../file.ts';
import { alternatives } from '../jsdoc.ts';
import type { RuntimeBundle } from '../module.ts';
import { emitModule } from '../module.ts';
import { knowingValidator, type PublicValidator, publicDeclaration, publicValidator } from './api.ts';
import { ConstantPool } from './constants.ts';
import { freeFormCheck, freeFormLimits, KeyChecks } from './free-form-check.ts';
import { SharedFunctions } from './functions.ts';
import { checkName } from './names.ts';
import { objectCheck } from './object-check.ts';
import { type PatchContext, patchCheck } from './patch-check.ts';
import { patchValidation, screenedPatchValidator } from './patch-validator.ts';
import { type CheckedType, planValidators } from './plan.ts';
import { SharedMatchers } from './regex/matchers.ts';
import { bindRuntime, bundleValidatorRuntime, runtimeImport } from './runtime.ts';
import { hashesIdentifier } from './scalar-check.ts';

/**
 * The compiled patch model, which the patch checks read their levels from (`patch/cluster-model.js`).
 * The patch validator compiles it on its first call: create and read checks never need it.
 */
const PATCH_MODEL = name('PATCH_MODEL');
const MODEL_IMPORT = _`import { clusterPatchModel } from '../patch/cluster-model.js';\n`;

/**
 * One module of validators: the public validators it exports and the forms whose checks they need.
 * The package root re-exports the module of every body; each body kind also has a module of its own
 * (`@mk8s/schema/validators/create`), so an import loads only the checks it uses.
 */
interface ValidatorModule {
  /** `validators/create`, without extension. */
  readonly path: string;
  readonly purpose: string;
  readonly validators: readonly PublicValidator[];
  /** The forms whose types are checked (a patch validator checks create-form values too). */
  readonly models: readonly DerivedModel[];
  /** Whether it checks patches: the patch types, and the patch model they read. */
  readonly patch: boolean;
  /** Whether it holds the patch engine's check of a patched cluster (`validateClusterKnowing`). */
  readonly knowing: boolean;
}

/** The entry points of one body kind each, beside the module of every body. */
const KINDS = [
  { kind: 'cluster', validator: 'validateCluster', forms: ['read'], what: 'a cluster resource' },
  { kind: 'create', validator: 'validateClusterCreate', forms: ['create'], what: 'a create body' },
  { kind: 'patch', validator: 'validateClusterPatch', forms: ['create'], what: 'a patch body' },
  { kind: 'error', validator: 'validateApiError', forms: ['error'], what: 'an error body' },
] as const;

export async function emitValidators(derived: DerivedIR, context: EmitContext): Promise<Artifact> {
  const runtime = await bundleValidatorRuntime(context.templates);
  const validators = publicValidators(planValidators(derived).roots, derived);
  const modules: ValidatorModule[] = [
    {
      path: 'validators/index',
      purpose: 'Compiled validators of every body.',
      validators,
      models: [derived.read, derived.create, derived.error],
      patch: true,
      knowing: true,
    },
    ...KINDS.map(({ kind, validator, forms, what }) => ({
      path: `validators/${kind}`,
      purpose: `Compiled validator of ${what} alone (\`@mk8s/schema/validators/${kind}\`).`,
      validators: validators.filter((v) => v.name === validator),
      models: forms.map((form) => derived[form]),
      patch: kind === 'patch',
      knowing: false,
    })),
  ];
  const matchers = new SharedMatchers();
  const files = await Promise.all(modules.map((module) => emitValidatorModule(derived, runtime, matchers, module)));
  const shared = matchers.module();
  return {
    files: [...runtime.files, ...(shared === undefined ? [] : await emitModule(shared)), ...files.flat()],
    exports: [
      {
        from: './validators/index.js',
        values: validators.map((v) => v.name),
        types: ['ValidateOptions', 'ValidationIssue', 'ValidationResult'],
      },
    ],
    entryPoints: KINDS.map(({ kind }) => `validators/${kind}`),
  };
}

async function emitValidatorModule(
  derived: DerivedIR,
  runtime: RuntimeBundle,
  matchers: SharedMatchers,
  module: ValidatorModule,
): Promise<EmittedFile[]> {
  const plan = planValidators(derived, module.models);
  const patchTypes = module.patch ? [...derived.patch.types.values()] : [];
  const pool = new ConstantPool(matchers);
  const keys = new KeyChecks(pool);
  const choices = new Set(plan.types.filter((t) => t.type.choice).map((t) => t.type.name));
  const checks = [
    ...plan.types.map((t) => checkName(t.type.name)),
    ...plan.freeForms.map((f) => checkName(f.name)),
    ...patchTypes.map((t) => checkName(t.name)),
  ];
  const clash = checks.find((check) => runtime.exports.includes(check.toString()));
  if (clash !== undefined) throw new Error(`the check ${clash} would shadow the validators' runtime function`);
  const shared = new SharedFunctions([...checks, ...runtime.exports.map((n) => name(n))]);
  const limitsOf = new Map(plan.freeForms.map((f) => [f.name, f]));
  const patchContext: PatchContext = {
    pool,
    shared,
    isChoice: (name) => choices.has(name),
    keyProblem: (k) => keys.name(k),
    level: (type) => property(property(PATCH_MODEL, 'levels'), type.name),
    freeFormLimits: (shape) => freeFormLimits(limitsOf.get(shape.name) ?? shape, keys.name(shape.keys), pool),
    names: (names, type) => pool.set('DROPPABLE', names, `IN_${type}`),
    hashedKey: hashedKeys(plan.types),
  };
  const functions = [
    ...plan.types.map((type) => objectCheck(type, patchContext)),
    ...plan.freeForms.map((free) => freeFormCheck(free, patchContext.freeFormLimits(free))),
    ...patchTypes.map((type) => patchCheck(type, patchContext)),
  ];
  const operators = property(PATCH_MODEL, 'operators');
  const patchRoot = derived.patch.root;
  const engineChecks = module.knowing ? [knowingValidator(plan.roots.cluster), screenedPatchValidator(patchRoot)] : [];
  const body = lines([
    keys.declarations(),
    ...functions,
    shared.declarations(),
    module.patch ? patchValidation(patchRoot, { model: PATCH_MODEL, operators }) : undefined,
    ...module.validators.map(publicValidator),
    ...engineChecks.map((check) => check.code),
  ]);
  const model = module.patch
    ? _`${MODEL_IMPORT}\n/** The patch model, compiled by the first patch check (create and read checks never need it). */\nlet ${PATCH_MODEL};\n`
    : _`\n`;
  return emitModule({
    path: module.path,
    purpose: module.purpose,
    esm: _`${runtimeImport}${pool.imports()}${model}${bindRuntime(runtime)}${pool.declarations()}\n${body}`,
    dts: concat([declarations(module.validators), ...engineChecks.flatMap((check) => [_`\n`, check.declaration])]),
  });
}

/**
 * The element types whose check returns the hash of their identifier: every keyed array of the type
 * is identified by the same field, a string whose pattern is a compiled matcher.
 */
function hashedKeys(types: readonly CheckedType[]): (type: string) => string | undefined {
  const keys = new Map<string, Set<string>>();
  for (const { type } of types)
    for (const { shape } of type.fields)
      if (shape.kind === 'keyed-array') keys.set(shape.items, (keys.get(shape.items) ?? new Set()).add(shape.key));
  const hashed = new Map<string, string>();
  for (const { type } of types) {
    const [key, ...others] = keys.get(type.name) ?? [];
    const field = type.fields.find((f) => f.name === key);
    if (key !== undefined && others.length === 0 && field?.shape.kind === 'scalar' && hashesIdentifier(field.shape))
      hashed.set(type.name, key);
  }
  return (type) => hashed.get(type);
}

function publicValidators(
  roots: { cluster: string; create: string; error: string },
  { read, create, patch: { root: patch } }: DerivedIR,
): PublicValidator[] {
  const bytes = (model: DerivedModel) => (model.maxBytes === undefined ? {} : { maxBytes: model.maxBytes });
  return [
    {
      name: 'validateCluster',
      type: roots.cluster,
      from: '../types.js',
      options: false,
      patch: false,
      doc: `Validates a cluster resource as the service returns it on read ({@link ${roots.cluster}}). Never throws.`,
      ...bytes(read),
    },
    {
      name: 'validateClusterCreate',
      type: roots.create,
      from: '../types.js',
      options: true,
      patch: false,
      doc: `Validates a create body ({@link ${roots.create}}). Never throws. With \`{ stripReadOnly: true }\`, read-only fields are left out of \`value\` instead of reported.`,
      ...bytes(create),
    },
    {
      name: 'validateClusterPatch',
      type: patch,
      from: '../patch-types.js',
      options: true,
      patch: true,
      doc: `Validates a patch body ({@link ${patch}}) on its own, as the patch engine does before applying it: every issue's \`code\` is ${alternatives(PATCH_ALONE_CODES)}, the first being the one \`applyClusterPatch\` reports. Never throws. With \`{ stripReadOnly: true }\`, read-only fields are left out of \`value\` instead of reported.`,
    },
    {
      name: 'validateApiError',
      type: roots.error,
      from: '../types.js',
      options: false,
      patch: false,
      doc: `Validates an error body ({@link ${roots.error}}). Never throws.`,
    },
  ];
}

function declarations(validators: readonly PublicValidator[]): Code {
  const byModule = new Map<string, string[]>();
  for (const v of validators) byModule.set(v.from, [...(byModule.get(v.from) ?? []), v.type]);
  const imports = [...byModule]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([from, types]) => {
      const names = [...new Set(types)].sort().map(name);
      return _`import type { ${join(names, _`, `)} } from ${singleQuoted(from)};\n`;
    });
  return concat([
    ...imports,
    _`import type { ValidateOptions, ValidationResult } from './runtime.js';\n`,
    _`export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.js';\n\n`,
    lines(validators.map(publicDeclaration)),
  ]);
}
