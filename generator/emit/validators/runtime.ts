/**
 * The hand-written runtime of the validators: templates/runtime/validators/, one file per concern,
 * bundled from its entry `runtime.ts` into one module of the package (`validators/runtime.js`), so
 * that loading the validators costs one module more, not five. The generated module imports the
 * runtime as a namespace and binds every name it exports to a constant of the module.
 */
import { _, type Code, concat, name, property } from '../code.ts';
import { bundleRuntime, type RuntimeBundle } from '../module.ts';

export function bundleValidatorRuntime(templates: ReadonlyMap<string, string>): Promise<RuntimeBundle> {
  return bundleRuntime(templates, 'validators/runtime', 'Runtime of the compiled validators.');
}

/** The namespace a validator module imports the runtime under. */
const NAMESPACE = name('RUNTIME');

/** `import * as RUNTIME from './runtime.js';` */
export const runtimeImport: Code = _`import * as ${NAMESPACE} from './runtime.js';\n`;

/**
 * `const push = RUNTIME.push;` for every name the runtime exports: a constant of the module. In ESM
 * it reads as the named import did; in CommonJS the bundler turns a named import into a getter of
 * the required module called at every use (`(0, import_runtime.push)(…)`), which made the CJS
 * validators twice as slow as the ESM ones. A constant runs that getter once, at load.
 */
export function bindRuntime(runtime: RuntimeBundle): Code {
  return concat(runtime.exports.map((n) => _`const ${name(n)} = ${property(NAMESPACE, n)};\n`));
}
