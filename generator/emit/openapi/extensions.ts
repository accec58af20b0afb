/**
 * The `x-` extensions of the OpenAPI document and what each means. The schema annotations come
 * from the spec vocabulary (`generator/vocabulary.ts`) and keep their meaning; the others are the
 * document's own. Every extension the document uses must be listed here: the description built
 * from this list is how tools and readers learn them.
 * @see https://spec.openapis.org/oas/v3.1.0#specification-extensions
 */
import { OPERATORS } from '../../../templates/runtime/patch/vocabulary.ts';
import { isRecord } from '../../pointer.ts';
import { ANNOTATIONS, EXTENSION } from '../../vocabulary.ts';

export interface ExtensionDoc {
  readonly keyword: string;
  readonly doc: string;
}

/** The document's own extensions; `operators` are the names `x-mk8s-operator` takes. */
function documentExtensionDocs(operators: readonly string[]): ExtensionDoc[] {
  return [
    {
      keyword: EXTENSION.codes,
      doc: 'on an error response: the `code` values its error body can carry',
    },
    {
      keyword: EXTENSION.issueCodes,
      doc: 'on an error response: the issue `code` values that `details.issues` of its error body can carry',
    },
    {
      keyword: EXTENSION.otherResponses,
      doc: 'on the document: the answers a request can get without reaching an operation, keyed by status like the `responses` of an operation: a path the API does not have (404), a method the path does not offer (405, with `Allow`), a request that is not well-formed HTTP/1.1 (400), not received in time (408) or whose headers are too large (431)',
    },
    {
      keyword: EXTENSION.extension,
      doc: 'on an operation: `true` when the operation is not part of the described service but an extension the reference server (`mk8s-codegen serve`) adds; a client of another implementation should not rely on it',
    },
    {
      keyword: EXTENSION.patch,
      doc: 'on a patch schema: what it patches, `object` (a closed object), `element` (an element of a keyed array, named by its identifier), `map`, `free-form`, or `unkeyed-element` (an element of an array without identifier, selected by example)',
    },
    {
      keyword: EXTENSION.operator,
      doc: `on an operator key of a patch schema: which operator it is (${operators.map((name) => `\`${name}\``).join(', ')})`,
    },
    {
      keyword: EXTENSION.target,
      doc: 'on an operator key of a patch schema: the field of the same object it acts on',
    },
    {
      keyword: EXTENSION.patchOperators,
      doc: 'on the document: the patch operators, in the order they apply inside one object, each with the field kinds it applies to and the value it takes',
    },
  ];
}

/** Every extension the document may use, with its documentation. */
export function extensionDocs(operators: readonly string[] = OPERATORS.map((o) => o.name)): ExtensionDoc[] {
  return [...ANNOTATIONS.map(({ keyword, doc }) => ({ keyword, doc })), ...documentExtensionDocs(operators)];
}

/** The `x-` keys used anywhere in `node`, sorted. Data (examples, defaults) is skipped. */
export function usedExtensions(node: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isRecord(value)) return;
    for (const [key, member] of Object.entries(value)) {
      if (DATA_MEMBERS.has(key)) continue;
      if (key.startsWith('x-')) found.add(key);
      visit(member);
    }
  };
  visit(node);
  return [...found].sort();
}

/** The documentation of each extension in `keywords`; an undocumented one is an error. */
export function documentExtensions(keywords: readonly string[], operators?: readonly string[]): ExtensionDoc[] {
  const docs = extensionDocs(operators);
  return keywords.map((keyword) => {
    const known = docs.find((e) => e.keyword === keyword);
    if (known === undefined) throw new Error(`the OpenAPI document uses ${keyword}, which has no documentation`);
    return known;
  });
}

const DATA_MEMBERS: ReadonlySet<string> = new Set(['example', 'examples', 'default', 'enum', 'const']);
