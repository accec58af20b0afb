/**
 * Stage `ir`: turn the checked spec into the resolved model. Each property becomes a `Field` whose
 * kind is decided here, once, from the schema's structure and its `x-mk8s-` annotations.
 */
import type { CheckedSpec } from '../check/index.ts';
import type { SchemaLocation } from '../load.ts';
import { isRecord } from '../pointer.ts';
import { child, mergedMembers, resolveSchema, type SchemaNode } from '../resolve.ts';
import { type SchemaShape, shapeOf } from '../shape-of.ts';
import { ANNOTATION } from '../vocabulary.ts';
import { scalarShape } from './scalar.ts';
import type { Field, FieldShape, FreeFormShape, ObjectType, ResourceIR } from './types.ts';

export function buildIr(spec: CheckedSpec): ResourceIR {
  const builder = new IrBuilder(spec);
  const [resourceFile = 'cluster.json', errorFile = 'error.json'] = spec.roots;
  const resource = builder.objectType({ file: resourceFile, pointer: '' });
  const error = builder.objectType({ file: errorFile, pointer: '' });
  const root = spec.docs.get(resourceFile);
  const maxBytes = isRecord(root) ? root[ANNOTATION.maxBytes] : undefined;
  return { types: builder.types, roots: { resource, error }, ...bound('maxBytes', maxBytes) };
}

class IrBuilder {
  readonly types = new Map<string, ObjectType>();
  private readonly pending = new Set<string>();

  constructor(private readonly spec: CheckedSpec) {}

  /** Builds the object type at `location` (once per name) and returns its name. */
  objectType(location: SchemaLocation): string {
    const target = resolveSchema(this.spec, location);
    const node = target?.node ?? {};
    const name = String(node.title);
    if (this.types.has(name) || this.pending.has(name) || target === undefined) return name;
    this.pending.add(name);
    // Reserve the slot now so types list in the order a reader meets them.
    this.types.set(name, { name, description: text(node.description), fields: [], choice: false });
    const fields = this.fields(target.location, node);
    this.types.set(name, {
      name,
      description: text(node.description),
      fields,
      choice: node.minProperties === 1 && node.maxProperties === 1,
    });
    this.pending.delete(name);
    return name;
  }

  private fields(location: SchemaLocation, node: SchemaNode): Field[] {
    const properties = isRecord(node.properties) ? Object.keys(node.properties) : [];
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    return properties.map((name) => this.field(child(location, 'properties', name), name, required.has(name)));
  }

  private field(location: SchemaLocation, name: string, required: boolean): Field {
    const members = mergedMembers(this.spec, location);
    const shape = this.shape(location);
    const inputSchema = members[ANNOTATION.input];
    const input = isRecord(inputSchema) ? this.shape(child(location, ANNOTATION.input)) : undefined;
    return {
      name,
      description: text(members.description),
      required,
      readOnly: members[ANNOTATION.readOnly] === true,
      immutable: members[ANNOTATION.immutable] === true,
      renamable: members[ANNOTATION.renamable] === true,
      ...(members.default !== undefined ? { default: members.default } : {}),
      shape,
      ...(input !== undefined ? { input } : {}),
    };
  }

  private shape(location: SchemaLocation): FieldShape {
    const shape = shapeOf(this.spec, location);
    return this.fromShape(location, shape);
  }

  private fromShape(location: SchemaLocation, shape: SchemaShape): FieldShape {
    switch (shape.shape) {
      case 'scalar':
        return scalarShape(this.spec, location);
      case 'object':
        return { kind: 'object', type: this.objectType(shape.schema.location) };
      case 'map':
        return {
          kind: 'map',
          ...(typeof shape.schema.node.title === 'string' ? { name: shape.schema.node.title } : {}),
          ...(typeof shape.schema.node.description === 'string' ? { description: shape.schema.node.description } : {}),
          keys: scalarShape(this.spec, child(shape.schema.location, 'propertyNames')),
          values: scalarShape(this.spec, child(shape.schema.location, 'additionalProperties')),
          ...bound('maxProperties', shape.schema.node.maxProperties),
        };
      case 'free-form':
        return this.freeForm(shape.schema.location, shape.schema.node);
      case 'array':
        return this.array(location, shape);
      case 'unsupported':
        throw new Error(`unchecked spec reached the IR at ${location.file}#${location.pointer}`);
    }
  }

  private array(location: SchemaLocation, shape: Extract<SchemaShape, { shape: 'array' }>): FieldShape {
    const members = mergedMembers(this.spec, location);
    const maxItems = bound('maxItems', members.maxItems);
    const itemsLocation = child(shape.schema.location, 'items');
    const items = shape.items;
    if (items.shape === 'scalar') {
      return { kind: 'scalar-array', items: scalarShape(this.spec, itemsLocation), ...maxItems };
    }
    if (items.shape === 'free-form') {
      return { kind: 'unkeyed-array', items: this.freeForm(items.schema.location, items.schema.node), ...maxItems };
    }
    if (members[ANNOTATION.unkeyed] === true) {
      return { kind: 'unkeyed-array', items: { kind: 'object', type: this.objectType(itemsLocation) }, ...maxItems };
    }
    const key = String(members[ANNOTATION.key]);
    return { kind: 'keyed-array', items: this.objectType(itemsLocation), key, ...maxItems };
  }

  private freeForm(location: SchemaLocation, node: SchemaNode): FreeFormShape {
    const value = resolveSchema(this.spec, child(location, 'additionalProperties'))?.node ?? {};
    return {
      kind: 'free-form',
      name: String(node.title ?? 'FreeFormObject'),
      valueName: String(value.title ?? 'FreeFormValue'),
      description: text(node.description),
      valueDescription: text(value.description),
      keys: scalarShape(this.spec, child(location, 'propertyNames')),
      ...bound('maxProperties', node.maxProperties),
      ...bound('valueMaxProperties', value.maxProperties),
      ...bound('maxItems', value.maxItems),
      ...bound('maxLength', value.maxLength),
      ...bound('maxDepth', node[ANNOTATION.maxDepth]),
    };
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function bound<K extends string>(key: K, value: unknown): { [P in K]?: number } {
  return (typeof value === 'number' ? { [key]: value } : {}) as { [P in K]?: number };
}
