/**
 * Interim `validators/index` module: top-level checks only (a plain object, required members,
 * no unknown members, scalar types), so the client can be built and tested before the compiled
 * validators of the package exist. Replaced by them, with the same exports.
 */
import type { DerivedIR, DerivedModel } from '../derive/types.ts';
import type { Artifact } from './index.ts';
import { emitModule } from './module.ts';

interface RootRule {
  readonly required: readonly string[];
  readonly members: Readonly<Record<string, readonly string[] | null>>;
  readonly operators: boolean;
}

function rootRule(model: DerivedModel, operators: boolean): RootRule {
  const root = model.types.get(model.root);
  const fields = root?.fields ?? [];
  return {
    required: operators ? [] : fields.filter((f) => f.required).map((f) => f.name),
    members: Object.fromEntries(
      fields.map((f) => [f.name, f.shape.kind === 'scalar' ? f.shape.types.map((t) => jsType(t)) : null]),
    ),
    operators,
  };
}

function jsType(type: string): string {
  return type === 'integer' ? 'number' : type;
}

const CHECK = `function check(value, rule) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [{ path: '', code: 'type', message: 'must be an object' }] };
  }
  const errors = [];
  for (const name of rule.required) {
    if (!Object.hasOwn(value, name)) errors.push({ path: '', code: 'required', message: \`missing required member "\${name}"\` });
  }
  for (const key of Object.keys(value)) {
    const types = Object.hasOwn(rule.members, key) ? rule.members[key] : undefined;
    const pointer = '/' + key.replace(/~/g, '~0').replace(/\\//g, '~1');
    if (types === undefined && !(rule.operators && key.startsWith('$'))) {
      errors.push({ path: pointer, code: 'unknown', message: \`unknown member "\${key}"\` });
    } else if (types && !types.includes(typeof value[key])) {
      errors.push({ path: pointer, code: 'type', message: \`must be \${types.join(' or ')}\` });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
`;

const DTS = `import type { ClusterPatch } from '../patch-types.js';
import type { ApiError, Cluster, ClusterCreate } from '../types.js';
/** One problem found by a validator. */
export interface ValidationIssue {
  /** JSON Pointer to the offending value. */
  path: string;
  code: string;
  message: string;
}
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationIssue[] };
export declare function validateCluster(value: unknown): ValidationResult<Cluster>;
export declare function validateClusterCreate(value: unknown): ValidationResult<ClusterCreate>;
export declare function validateClusterPatch(value: unknown): ValidationResult<ClusterPatch>;
export declare function validateApiError(value: unknown): ValidationResult<ApiError>;
`;

export function emitPendingValidators(derived: DerivedIR): Artifact {
  const rules = {
    CLUSTER: rootRule(derived.read, false),
    CREATE: rootRule(derived.create, false),
    PATCH: rootRule(derived.create, true),
    API_ERROR: rootRule(derived.error, false),
  };
  const constants = Object.entries(rules)
    .map(([name, rule]) => `const ${name} = ${JSON.stringify(rule)};\n`)
    .join('');
  const exports = [
    ['validateCluster', 'CLUSTER'],
    ['validateClusterCreate', 'CREATE'],
    ['validateClusterPatch', 'PATCH'],
    ['validateApiError', 'API_ERROR'],
  ]
    .map(([fn, rule]) => `export function ${fn}(value) {\n  return check(value, ${rule});\n}\n`)
    .join('');
  return {
    files: emitModule({
      path: 'validators/index',
      purpose: 'Validators of the cluster bodies (top-level checks).',
      esm: `${constants}\n${CHECK}\n${exports}`,
      dts: DTS,
    }),
    exports: [
      {
        from: './validators/index.js',
        values: ['validateApiError', 'validateCluster', 'validateClusterCreate', 'validateClusterPatch'],
        types: ['ValidationIssue', 'ValidationResult'],
      },
    ],
  };
}
