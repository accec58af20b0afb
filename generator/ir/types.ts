/**
 * The resolved model of the resource: one entry per named object type, every field with its kind
 * decided once. Every later stage switches on `FieldShape['kind']` and never looks at the spec.
 */
import type { FieldKind } from '../../templates/runtime/patch/vocabulary.ts';

/** The field kinds are the patch vocabulary's (templates/runtime/patch/vocabulary.ts). */
export type { FieldKind };

export type ScalarType = 'string' | 'integer' | 'number' | 'boolean';

export interface ScalarConstraints {
  readonly enum?: readonly (string | number | boolean)[];
  readonly const?: string | number | boolean;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** An open catalogue: offered for completion, not enforced. */
  readonly knownValues?: readonly string[];
}

/** A titled scalar schema (`CidrOrAddress`): its own docs and rules, without what a field adds. */
export interface NamedScalar {
  readonly name: string;
  readonly description: string;
  readonly types: readonly ScalarType[];
  readonly constraints: ScalarConstraints;
}

export interface ScalarShape {
  readonly kind: 'scalar';
  readonly types: readonly ScalarType[];
  readonly constraints: ScalarConstraints;
  /** Title of the named string type it uses (`Cidr`, `Quantity`), for messages. */
  readonly title?: string;
  /** The named type it uses, emitted once as a type alias the fields refer to. */
  readonly named?: NamedScalar;
  /** Example values from the schema, for messages. */
  readonly examples?: readonly string[];
}

export interface ObjectShape {
  readonly kind: 'object';
  /** Name of an `ObjectType` in the IR. */
  readonly type: string;
}

/** Open keys with scalar values (`labels`, `tags`). */
export interface MapShape {
  readonly kind: 'map';
  /** Title of the map schema (`StringMap`), when it has one: names the map's patch form. */
  readonly name?: string;
  readonly description?: string;
  readonly keys: ScalarShape;
  readonly values: ScalarShape;
  readonly maxProperties?: number;
}

/** Open keys with any JSON but `null` (the remote-write members typed only as `object`). */
export interface FreeFormShape {
  readonly kind: 'free-form';
  /** Type name of the object, and of any value inside it. */
  readonly name: string;
  readonly valueName: string;
  readonly description: string;
  readonly valueDescription: string;
  readonly keys: ScalarShape;
  /** The most keys of the free-form object itself (its own `maxProperties`). */
  readonly maxProperties?: number;
  /**
   * The most keys of an object inside its values, at any depth: the `maxProperties` of the values'
   * schema (`FreeFormValue`), which JSON Schema applies there, not the object's own.
   */
  readonly valueMaxProperties?: number;
  /** The most items of an array inside its values (the values' `maxItems`). */
  readonly maxItems?: number;
  /** The longest a string anywhere in the value may be, in code points. */
  readonly maxLength?: number;
  /** How many levels values may nest, the free-form object being level 1 (`x-mk8s-max-depth`). */
  readonly maxDepth?: number;
}

export interface ScalarArrayShape {
  readonly kind: 'scalar-array';
  readonly items: ScalarShape;
  readonly maxItems?: number;
}

export interface KeyedArrayShape {
  readonly kind: 'keyed-array';
  /** Name of the element's `ObjectType`. */
  readonly items: string;
  /** The element property that identifies it. */
  readonly key: string;
  readonly maxItems?: number;
}

/**
 * Elements without identifier, matched by their whole value: free-form objects, or closed objects
 * (`ObjectShape`) where no create or patch body reaches the array (the error body, read-only fields).
 */
export interface UnkeyedArrayShape {
  readonly kind: 'unkeyed-array';
  readonly items: FreeFormShape | ObjectShape;
  readonly maxItems?: number;
}

export type FieldShape =
  | ScalarShape
  | ObjectShape
  | MapShape
  | FreeFormShape
  | ScalarArrayShape
  | KeyedArrayShape
  | UnkeyedArrayShape;

/** Each kind of the vocabulary has its shape here, and each shape a kind of the vocabulary. */
type KindsAgree = [FieldShape['kind']] extends [FieldKind]
  ? [FieldKind] extends [FieldShape['kind']]
    ? true
    : false
  : false;
type MustHold<T extends true> = T;
export type ShapesCoverFieldKinds = MustHold<KindsAgree>;

export interface Field {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  readonly readOnly: boolean;
  readonly immutable: boolean;
  /** The identifier of a keyed element that a patch may rename (`$replace/<name>`). */
  readonly renamable: boolean;
  readonly default?: unknown;
  readonly shape: FieldShape;
  /** The shape in create and patch bodies, when it differs from the read shape. */
  readonly input?: FieldShape;
}

export interface ObjectType {
  readonly name: string;
  readonly description: string;
  readonly fields: readonly Field[];
  /** Exactly one of the fields is set (the provider, the image kinds, the load balancer). */
  readonly choice: boolean;
}

export interface ResourceIR {
  /** Types in the order a reader meets them, starting at each root. */
  readonly types: ReadonlyMap<string, ObjectType>;
  /** The resource (`Cluster`) and the error body (`ApiError`). */
  readonly roots: { readonly resource: string; readonly error: string };
  /**
   * The most bytes the resource may take as JSON text (UTF-8, as `JSON.stringify` writes it, without
   * spaces): `x-mk8s-max-bytes` on the resource's root schema. Bounds the resource and its create body.
   */
  readonly maxBytes?: number;
}
