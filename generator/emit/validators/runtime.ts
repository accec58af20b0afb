/**
 * The hand-written runtime of the validators: templates/runtime/validators/, one file per concern,
 * bundled from its entry `runtime.ts` into one module of the package (`validators/runtime.js`), so
 * that loading the validators costs one module more, not five. The generated module imports every
 * name the runtime exports.
 */
import { _, type Code, concat, name } from '../code.ts';
import { bundleRuntime, type RuntimeBundle } from '../module.ts';

export function bundleValidatorRuntime(templates: ReadonlyMap<string, string>): Promise<RuntimeBundle> {
  return bundleRuntime(templates, 'validators/runtime', 'Runtime of the compiled validators.');
}

/** The import of every name the runtime exports. */
export function runtimeImport(runtime: RuntimeBundle): Code {
  return _`import {\n${concat(runtime.exports.map((n) => _`  ${name(n)},\n`))}} from './runtime.js';\n`;
}
