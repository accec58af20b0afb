/**
 * The OpenAPI document of the service: `openapi.json` and `openapi.yaml` (OpenAPI 3.1.0) and
 * `openapi-3.0.json` (3.0.3), built from the same derived models and schema functions as
 * `schemas/*.json` and `types.d.ts`, so the three cannot drift apart.
 * @see https://spec.openapis.org/oas/v3.1.0
 */
import { stringify } from 'yaml';
import type { DerivedIR } from '../../derive/types.ts';
import { EXTENSION } from '../../vocabulary.ts';
import type { Artifact, EmitContext } from '../artifact.ts';
import { packageMeta } from '../artifact.ts';
import { GENERATED_NOTICE, jsonText } from '../file.ts';
import { openApiSchema } from '../published-schema.ts';
import { annotatedSchemas } from '../schemas.ts';
import { componentSchemas } from './components.ts';
import { buildOpenApiDocument } from './document.ts';
import { toOpenApi30 } from './downgrade.ts';
import { operatorExtension, operatorViews } from './operators.ts';
import { withSpectralGuard } from './spectral-guard.ts';
import { readOpenApiTemplates } from './templates.ts';

export function emitOpenApi(derived: DerivedIR, context: EmitContext): Artifact {
  const document = buildOpenApiDocument({
    templates: readOpenApiTemplates(context.templates),
    version: packageMeta(context).version,
    schemas: withSpectralGuard(componentSchemas([...annotatedSchemas(derived).values()].map(openApiSchema)), [
      derived.create.root,
      derived.patch.root,
      derived.read.root,
    ]),
    resource: derived.read.root,
    create: derived.create,
    bodies: {
      create: derived.create.root,
      patch: derived.patch.root,
      resource: derived.read.root,
      error: derived.error.root,
    },
    operators: operatorViews(derived.operators),
    extensions: { [EXTENSION.patchOperators]: operatorExtension(derived.operators) },
  });
  return {
    files: [
      { path: 'openapi.json', contents: jsonText(document) },
      { path: 'openapi.yaml', contents: yamlText(document) },
      { path: 'openapi-3.0.json', contents: jsonText(toOpenApi30(document)) },
    ],
  };
}

/** YAML with the generated-file notice; no anchors, no folding, so it reads like the JSON. */
function yamlText(document: unknown): string {
  const body = stringify(document, { aliasDuplicateObjects: false, lineWidth: 0, minContentWidth: 0 });
  return `# ${GENERATED_NOTICE}\n${body}`;
}
