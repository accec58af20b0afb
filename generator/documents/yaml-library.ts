/**
 * The `yaml` library, loaded the first time a file needs it: a folder of plain YAML files is read
 * by the fast path alone (`yaml-plain.ts`), and loading the library would cost about as much as
 * reading a hundred files. It loads synchronously because a document's positions are asked for
 * synchronously, long after the file was read.
 */
import { createRequire } from 'node:module';
import type { Alias, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';

type YamlLibrary = typeof import('yaml');

let loaded: YamlLibrary | undefined;

export function yamlLibrary(): YamlLibrary {
  loaded ??= createRequire(import.meta.url)('yaml') as YamlLibrary;
  return loaded;
}

// The library's node tests, each loading it on first use (they stand where a node of it is at hand).
export function isAlias(node: unknown): node is Alias {
  return yamlLibrary().isAlias(node);
}

export function isMap(node: unknown): node is YAMLMap {
  return yamlLibrary().isMap(node);
}

export function isPair(node: unknown): node is Pair {
  return yamlLibrary().isPair(node);
}

export function isScalar(node: unknown): node is Scalar {
  return yamlLibrary().isScalar(node);
}

export function isSeq(node: unknown): node is YAMLSeq {
  return yamlLibrary().isSeq(node);
}
