/**
 * The compiled validators (`validators/index.js`): specialised JavaScript written from the derived
 * models, one function per named type, plus the hand-written runtime in templates/runtime/. No
 * schema is compiled and no code is evaluated at run time.
 */
import type { DerivedIR } from '../../derive/types.ts';
import type { Artifact, EmitContext } from '../index.ts';
import { compileRuntime, emitModule } from '../module.ts';
import { type PublicValidator, publicDeclaration, publicValidator } from './api.ts';
import { ConstantPool } from './constants.ts';
import type { FieldContext } from './field-check.ts';
import { freeFormCheck, KeyChecks } from './free-form-check.ts';
import { objectCheck } from './object-check.ts';
import { planValidators } from './plan.ts';

const RUNTIME_TEMPLATE = 'runtime/validation.ts';

/** Names the runtime exports for the generated code. */
const RUNTIME_NAMES = [
  'FORBIDDEN',
  'badFormat',
  'badKey',
  'checkFreeForm',
  'codePoints',
  'countKeys',
  'duplicateIdentifiers',
  'duplicateItems',
  'esc',
  'extraMembers',
  'finishRun',
  'isDateTime',
  'minAboveMax',
  'missing',
  'noMatch',
  'notConst',
  'notExactlyOne',
  'notInEnum',
  'outOfBounds',
  'startRun',
  'tooMany',
  'unreadable',
  'wrongType',
];

export function emitValidators(derived: DerivedIR, context: EmitContext): Artifact {
  const template = context.templates.get(RUNTIME_TEMPLATE);
  if (template === undefined) throw new Error(`templates/${RUNTIME_TEMPLATE} is missing`);
  const runtime = compileRuntime('validators/runtime', 'Runtime helpers of the compiled validators.', template);
  const plan = planValidators(derived);
  const validators: PublicValidator[] = [
    {
      name: 'validateCluster',
      type: plan.roots.cluster,
      options: false,
      doc: `Validates a cluster resource as the service returns it on read ({@link ${plan.roots.cluster}}). Never throws.`,
    },
    {
      name: 'validateClusterCreate',
      type: plan.roots.create,
      options: true,
      doc: `Validates a create body ({@link ${plan.roots.create}}). Never throws. With \`{ stripReadOnly: true }\`, read-only fields are left out of \`value\` instead of reported.`,
    },
    {
      name: 'validateApiError',
      type: plan.roots.error,
      options: false,
      doc: `Validates an error body ({@link ${plan.roots.error}}). Never throws.`,
    },
  ];
  const pool = new ConstantPool();
  const keys = new KeyChecks(pool);
  const choices = new Set(plan.types.filter((t) => t.type.choice).map((t) => t.type.name));
  const fieldContext: FieldContext = { pool, isChoice: (name) => choices.has(name), keyProblem: (k) => keys.name(k) };
  const functions = [
    ...plan.types.map((type) => objectCheck(type, fieldContext)),
    ...plan.freeForms.map((free) => freeFormCheck(free, keys.name(free.keys), pool)),
  ];
  const body = [keys.declarations(), ...functions, ...validators.map(publicValidator)].join('\n');
  const used = RUNTIME_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(body));
  const esm = [
    `import {\n${used.map((n) => `  ${n},\n`).join('')}} from './runtime.js';\n\n`,
    pool.declarations(),
    '\n',
    body,
  ].join('');
  const rootTypes = [...new Set(validators.map((v) => v.type))].sort();
  const dts = [
    `import type { ${rootTypes.join(', ')} } from '../types.js';\n`,
    "import type { ValidateOptions, ValidationResult } from './runtime.js';\n",
    "export type { ValidateOptions, ValidationIssue, ValidationResult } from './runtime.js';\n\n",
    validators.map(publicDeclaration).join('\n'),
  ].join('');
  return {
    files: [
      ...emitModule(runtime),
      ...emitModule({ path: 'validators/index', purpose: 'Compiled validators of every body.', esm, dts }),
    ],
    exports: [
      {
        from: './validators/index.js',
        values: validators.map((v) => v.name),
        types: ['ValidateOptions', 'ValidationIssue', 'ValidationResult'],
      },
    ],
  };
}
