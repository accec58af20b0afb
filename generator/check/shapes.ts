/** Every property has a shape the IR can model (see generator/shape-of.ts). */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { resolveSchema, schemaTypes } from '../resolve.ts';
import { shapeOf } from '../shape-of.ts';
import type { SchemaSite } from './walk.ts';

export function checkShapes(spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  const found = new Map<string, Diagnostic>();
  for (const site of sites) {
    if (site.role === 'keys') {
      const keys = resolveSchema(spec, site.location);
      if (keys !== undefined && schemaTypes(keys.node).join() !== 'string') {
        const { file, pointer } = keys.location;
        found.set(`${file}#${pointer}`, {
          code: 'SPEC_UNSUPPORTED_SHAPE',
          message: 'cannot model this schema: "propertyNames" must be a schema of "type": "string"',
          file,
          pointer,
        });
      }
      continue;
    }
    if (site.role !== 'property' && site.role !== 'input') continue;
    const shape = shapeOf(spec, site.location);
    if (shape.shape !== 'unsupported') continue;
    const { file, pointer } = shape.location;
    found.set(`${file}#${pointer}`, {
      code: 'SPEC_UNSUPPORTED_SHAPE',
      message: `cannot model this schema: ${shape.reason}`,
      file,
      pointer,
    });
  }
  return [...found.values()];
}
