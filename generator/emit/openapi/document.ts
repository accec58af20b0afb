/**
 * The OpenAPI 3.1 document: the frame and prose of `templates/openapi/`, the paths and error
 * responses of the HTTP surface table, and what is derived: the component schemas, the path
 * parameters' naming rule, the examples, `info.version` (the package version) and `info.description`.
 * @see https://spec.openapis.org/oas/v3.1.0
 */

import type { DerivedModel } from '../../derive/types.ts';
import { isRecord } from '../../pointer.ts';
import { EXTENSION } from '../../vocabulary.ts';
import { arrayIdentifiers, errorModel, issueModel, type OperatorView, renderDescription } from './description.ts';
import { attachExamples } from './examples.ts';
import { documentExtensions, usedExtensions } from './extensions.ts';
import { type BodySchemas, surfaceOtherResponses, surfacePaths, surfaceResponses } from './paths.ts';
import type { JsonObject, OpenApiTemplates } from './templates.ts';

type Schema = Record<string, unknown>;

export interface DocumentInputs {
  readonly templates: OpenApiTemplates;
  readonly version: string;
  /** Component schemas by name (see `componentSchemas`). */
  readonly schemas: Record<string, Schema>;
  /** The resource as read: its `name` field gives the naming rule of the path parameters. */
  readonly resource: string;
  /** The create model, for the identifiers of its keyed arrays. */
  readonly create: DerivedModel;
  /** The component of each body form the HTTP surface table names. */
  readonly bodies: BodySchemas;
  readonly operators: readonly OperatorView[];
  /** Document-level extensions (`x-mk8s-patch-operators`). */
  readonly extensions: JsonObject;
}

export function buildOpenApiDocument(inputs: DocumentInputs): JsonObject {
  const { skeleton } = inputs.templates;
  const { components: frame, ...head } = skeleton;
  const components = isRecord(frame) ? frame : {};
  const surface = {
    operations: inputs.templates.operations,
    responses: components.responses,
    issueCodes: Object.keys(inputs.templates.issueCodes),
    bodies: inputs.bodies,
    security: securityScheme(components),
  };
  const document = attachExamples(
    {
      ...head,
      paths: surfacePaths(surface),
      [EXTENSION.otherResponses]: surfaceOtherResponses(surface),
      components: {
        ...components,
        parameters: withNamingRule(components.parameters, namingRule(inputs.schemas, inputs.resource)),
        responses: surfaceResponses(surface),
        schemas: inputs.schemas,
      },
      ...inputs.extensions,
    },
    inputs.templates.examples,
  );
  const description = renderDescription(inputs.templates.description, {
    operators: inputs.operators,
    ...arrayIdentifiers(inputs.create),
    ...errorModel(document, inputs.templates.errorCodes),
    ...issueModel(document, inputs.templates.issueCodes),
    extensions: documentExtensions(
      usedExtensions(document),
      inputs.operators.map((o) => o.name),
    ),
  });
  const { title, ...info } = isRecord(skeleton.info) ? skeleton.info : {};
  return { ...document, info: { title, description, version: inputs.version, ...info } };
}

/** The one security scheme of the document, which every operation requires. */
function securityScheme(components: JsonObject): string {
  const schemes = isRecord(components.securitySchemes) ? Object.keys(components.securitySchemes) : [];
  if (schemes.length !== 1) throw new Error('templates/openapi/document.json must declare exactly one security scheme');
  return schemes[0] as string;
}

/** Type, pattern and length bounds of the resource's `name`: what a name in a path must match. */
function namingRule(schemas: Record<string, Schema>, resource: string): Schema {
  const properties = schemas[resource]?.properties;
  const name = isRecord(properties) ? properties.name : undefined;
  if (!isRecord(name)) throw new Error(`the ${resource} schema has no name property for the path parameters`);
  const kept = ['type', 'minLength', 'maxLength', 'pattern'];
  return Object.fromEntries(Object.entries(name).filter(([key]) => kept.includes(key)));
}

/** Path parameters without a schema of their own take the naming rule. */
function withNamingRule(parameters: unknown, rule: Schema): JsonObject {
  const entries = Object.entries(isRecord(parameters) ? parameters : {});
  return Object.fromEntries(
    entries.map(([key, parameter]) => [
      key,
      isRecord(parameter) && parameter.in === 'path' && parameter.schema === undefined
        ? { ...parameter, schema: rule }
        : parameter,
    ]),
  );
}
