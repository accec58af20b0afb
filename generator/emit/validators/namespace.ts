/**
 * How a validator module imports a module of the package it calls into (the runtime, the pattern
 * matchers): `import * as NS from './x.js';`, then `const n = NS.n;` for each name it uses. Each
 * name is a constant of the module, which the compiler may fold into the checks that call it; in the
 * CommonJS build the export's getter runs once, at load, where a named import would become a getter
 * of the required module at every call (`(0, import_x.n)(…)`).
 */
import { _, type Code, concat, property, singleQuoted } from '../code.ts';

/** `import * as NS from './x.js';` */
export function importNamespace(namespace: Code, specifier: string): Code {
  return _`import * as ${namespace} from ${singleQuoted(specifier)};\n`;
}

/** `const n = NS.n;` for each of `names`. */
export function bindNames(namespace: Code, names: readonly Code[]): Code {
  return concat(names.map((n) => _`const ${n} = ${property(namespace, String(n))};\n`));
}
