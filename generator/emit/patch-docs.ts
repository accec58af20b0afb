/**
 * `docs/patch-body.md`: the reference of which operator keys exist at which path of a patch body,
 * rendered from the patch model with templates/docs/patch-body.md.hbs.
 */

import Handlebars from 'handlebars';
import { formOf, type PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import { elementPatchKeys, removalKeys } from '../derive/operators/phrases.ts';
import { operatorKey } from '../derive/patch/free-form.ts';
import { countOperatorKeys, type PatchPath, patchPaths } from '../derive/patch/index.ts';
import type { OperatorMember, PatchModel, PatchType } from '../derive/patch/types.ts';
import type { DerivedIR } from '../derive/types.ts';
import type { Artifact, EmitContext } from './artifact.ts';
import { GENERATED_NOTICE } from './file.ts';
import { tsValue } from './ts-patch-types.ts';

export const PATCH_DOCS_PATH = 'docs/patch-body.md';
const TEMPLATE = 'docs/patch-body.md.hbs';

export function emitPatchDocs(derived: DerivedIR, context: EmitContext): Artifact {
  const template = context.templates.get(TEMPLATE);
  if (template === undefined) throw new Error(`templates/${TEMPLATE} is missing`);
  const render = Handlebars.compile(template, { strict: true, noEscape: true });
  const view = patchDocsView(derived.patch, derived.operators);
  return { files: [{ path: PATCH_DOCS_PATH, contents: `${render(view).trimEnd()}\n` }] };
}

/** Everything the template shows, as plain strings and lists. */
export function patchDocsView(model: PatchModel, operators: readonly PatchOperator[]) {
  const paths = patchPaths(model);
  const types = [...model.types.values()];
  return {
    notice: GENERATED_NOTICE,
    totals: {
      pathKeys: countOperatorKeys(paths),
      paths: paths.length,
      typeKeys: types.reduce((sum, type) => sum + type.operators.length, 0),
      types: types.length,
    },
    operators: operators.map((operator) => ({
      form: formOf(operator),
      summary: cell(operator.summary),
      levels: operator.levels.join(', '),
      targets: operator.fieldKinds.length === 0 ? 'the object itself' : operator.fieldKinds.join(', '),
      count: paths.reduce((sum, p) => sum + p.type.operators.filter((m) => m.operator === operator.name).length, 0),
    })),
    paths: paths.map((path) => ({
      path: pathText(path),
      type: path.type.name,
      anchor: path.type.name.toLowerCase(),
      keys: path.type.operators.map((m) => `\`${keyText(m)}\``).join(' '),
    })),
    types: types.map((type) => typeView(type, operators)),
  };
}

function typeView(type: PatchType, operators: readonly PatchOperator[]) {
  return {
    name: type.name,
    kind: kindText(type, operators),
    choice: type.choice,
    identifier: type.identifier ?? '',
    open: type.open === undefined ? '' : `any key, valued \`${cell(String(tsValue(type.open.value)))}\`.`,
    operators: type.operators.map((m) => ({
      key: keyText(m),
      value: cell(String(tsValue(m.value))),
      doc: cell(m.doc),
    })),
  };
}

function kindText(type: PatchType, operators: readonly PatchOperator[]): string {
  const source = `\`${type.source}\``;
  switch (type.kind) {
    case 'object':
      return `Patch of ${source}: every field optional; nested objects, maps and free-form objects are patches.`;
    case 'element':
      return `Element patch of ${source}, given in ${elementPatchKeys(operators)}.`;
    case 'map':
      return `Patch of a map: the keys given are set, ${removalKeys(operators, 'map')} removes keys.`;
    case 'free-form':
      return `Patch of a free-form object: the members given merge (an object is a nested patch of its member, at every depth, where \`${operatorKey(operators, 'drop-fields')}\` removes keys and \`${operatorKey(operators, 'set')}<key>\` sets one whole; anything else is set whole), ${removalKeys(operators, 'free-form')} removes members.`;
    case 'unkeyed-element':
      return 'Element patch of an array whose elements have no identifier: its plain members select exactly one element by example.';
  }
}

function pathText(path: PatchPath): string {
  return path.segments.length === 0 ? '(top level)' : path.segments.join('.');
}

function keyText(member: OperatorMember): string {
  return member.target.kind === 'any-member' ? `${member.key}<member>` : member.key;
}

/** Text safe inside a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
