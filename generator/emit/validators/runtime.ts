/**
 * The hand-written runtime of the validators: templates/runtime/validators/, one file per concern,
 * bundled from its entry `runtime.ts` into one module of the package (`validators/runtime.js`), so
 * that loading the validators costs one module more, not five. The generated module imports the
 * runtime as a namespace and binds every name it exports to a constant of the module.
 */
import { type Code, name } from '../code.ts';
import { bundleRuntime, type RuntimeBundle } from '../module.ts';
import { bindNames, importNamespace } from './namespace.ts';

export function bundleValidatorRuntime(templates: ReadonlyMap<string, string>): Promise<RuntimeBundle> {
  return bundleRuntime(templates, 'validators/runtime', 'Runtime of the compiled validators.');
}

/** The namespace a validator module imports the runtime under. */
const NAMESPACE = name('RUNTIME');

/** `import * as RUNTIME from './runtime.js';` */
export const runtimeImport: Code = importNamespace(NAMESPACE, './runtime.js');

/**
 * `const push = RUNTIME.push;` for every name the runtime exports (namespace.ts). Named imports made
 * the CommonJS validators half as fast as the ESM ones.
 */
export function bindRuntime(runtime: RuntimeBundle): Code {
  return bindNames(NAMESPACE, runtime.exports.map(name));
}
