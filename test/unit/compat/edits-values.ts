/** Table rows: enums, open catalogues, error codes, bounds, patterns, maps, exactly-one groups, array identifiers. */
import { type EditCase, g, s, same, text } from './edit-table.ts';

export const VALUE_EDITS: readonly EditCase[] = [
  {
    name: 'an enum value added on a read and write field',
    golden: (d) => {
      g.pool(d).properties.effect.enum.push('PreferNoSchedule');
    },
    spec: (d) => {
      s.taint(d).properties.effect.enum.push('Evict');
    },
    want: { verdict: 'major', codes: ['ENUM_VALUE_ADDED', 'EXPORT_WIDENED'], breaks: ['read', 'types'] },
  },
  {
    name: 'an enum value removed on a read and write field',
    golden: (d) => {
      g.pool(d).properties.effect.enum = ['NoExecute'];
    },
    spec: (d) => {
      s.taint(d).properties.effect.enum = ['PreferNoSchedule', 'NoExecute'];
    },
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'ENUM_VALUE_REMOVED', 'EXPORT_LITERAL_REMOVED', 'EXPORT_NARROWED', 'READ_BODY_REFUSED'],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'a closed set put on a free string',
    golden: (d) => {
      g.defs(d).AlphaProvider.properties.region.enum = ['eu', 'us'];
    },
    spec: (d) => {
      s.taint(d).properties.value.enum = ['present', 'web'];
    },
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'ENUM_ADDED', 'EXPORT_NARROWED', 'READ_BODY_REFUSED'],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'a known value added to an open catalogue',
    golden: (d) => {
      g.defs(d).ClusterSpec.properties.version['x-mk8s-known-values'].push('1.32.0');
    },
    spec: (d) => {
      s.shared(d).KubernetesVersion['x-mk8s-known-values'].push('1.37.0');
    },
    want: { verdict: 'minor', codes: ['KNOWN_VALUE_ADDED'], breaks: [] },
  },
  {
    name: 'a known value removed from an open catalogue',
    golden: (d) => {
      g.defs(d).ClusterSpec.properties.version['x-mk8s-known-values'].shift();
    },
    spec: (d) => {
      s.shared(d).KubernetesVersion['x-mk8s-known-values'].shift();
    },
    want: { verdict: 'major', codes: ['KNOWN_VALUE_REMOVED'], breaks: ['read'] },
  },
  {
    name: 'an error code added',
    ...same((d) => {
      d('error.json').properties.code['x-mk8s-known-values'].push('GONE');
    }),
    want: { verdict: 'minor', codes: ['ERROR_CODE_ADDED'], breaks: [] },
  },
  {
    name: 'an error code removed',
    golden: (d) => {
      g.error(d).properties.code['x-mk8s-known-values'] = [];
    },
    spec: (d) => {
      s.error(d).properties.code['x-mk8s-known-values'].pop();
    },
    want: { verdict: 'major', codes: ['ERROR_CODE_REMOVED'], breaks: ['read'] },
  },
  {
    name: 'an upper bound tightened',
    golden: (d) => {
      g.defs(d).AlphaProvider.properties.pools.maxItems = 5;
    },
    spec: (d) => {
      s.defs(d).ClusterSpec.properties.firewall.maxItems = 500;
    },
    want: { verdict: 'major', codes: ['BOUND_TIGHTENED'], breaks: ['write'] },
  },
  {
    name: 'an upper bound loosened',
    golden: (d) => {
      g.defs(d).AlphaProvider.properties.pools.maxItems = 20;
    },
    spec: (d) => {
      s.defs(d).ClusterSpec.properties.firewall.maxItems = 2000;
    },
    want: { verdict: 'minor', codes: ['BOUND_LOOSENED'], breaks: [] },
  },
  {
    name: 'a lower bound raised',
    golden: (d) => {
      g.pool(d).properties.size.minimum = 1;
    },
    spec: (d) => {
      s.shared(d).Autoscaler.properties.utilizationThreshold.minimum = 0.1;
    },
    want: { verdict: 'major', codes: ['BOUND_TIGHTENED'], breaks: ['write'] },
  },
  {
    name: 'a bound added',
    golden: (d) => {
      g.defs(d).AlphaProvider.properties.region.maxLength = 10;
    },
    spec: (d) => {
      s.taint(d).properties.key.maxLength = 253;
    },
    want: { verdict: 'major', codes: ['BOUND_TIGHTENED'], breaks: ['write'] },
  },
  {
    name: 'a bound removed',
    ...same((d) => {
      delete d('cluster.json').properties.name.maxLength;
    }),
    want: { verdict: 'minor', codes: ['BOUND_LOOSENED'], breaks: [] },
  },
  {
    name: 'a lower bound removed',
    golden: (d) => {
      delete g.pool(d).properties.size.minimum;
    },
    spec: (d) => {
      delete s.shared(d).Autoscaler.properties.utilizationThreshold.minimum;
    },
    want: { verdict: 'minor', codes: ['BOUND_LOOSENED'], breaks: [] },
  },
  {
    name: 'a pattern tightened',
    golden: (d) => {
      g.cluster(d).properties.name.pattern = '^[a-z]{6,}$';
    },
    spec: (d) => {
      s.cluster(d).properties.name.pattern = '^[a-z][-a-z0-9]*[a-z]$';
    },
    // Stored clusters carry names too: the new `validateCluster` refuses those that no longer match.
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'PATTERN_TIGHTENED', 'READ_BODY_REFUSED'],
      breaks: ['read', 'write'],
    },
  },
  {
    name: 'a pattern loosened',
    golden: (d) => {
      g.cluster(d).properties.name.pattern = '^[a-z0-9]+$';
    },
    spec: (d) => {
      s.cluster(d).properties.name.pattern = '^[a-z0-9][-a-z0-9]*[a-z0-9]$';
    },
    want: { verdict: 'minor', codes: ['PATTERN_LOOSENED'], breaks: [] },
  },
  {
    name: 'a pattern added',
    golden: (d) => {
      g.defs(d).AlphaProvider.properties.region.pattern = '^[a-z]+[0-9]$';
    },
    spec: (d) => {
      s.taint(d).properties.key.pattern = '^[a-z./]+$';
    },
    want: { verdict: 'major', codes: ['PATTERN_TIGHTENED'], breaks: ['write'] },
  },
  {
    name: 'a pattern removed',
    ...same((d) => {
      delete d('cluster.json').properties.name.pattern;
    }),
    want: { verdict: 'minor', codes: ['PATTERN_LOOSENED'], breaks: [] },
  },
  {
    name: 'a pattern replaced by an unrelated one',
    ...same((d) => {
      d('cluster.json').properties.name.pattern = '^[0-9]+$';
    }),
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'PATTERN_CHANGED', 'READ_BODY_REFUSED'],
      breaks: ['read', 'write'],
    },
  },
  {
    name: 'a format removed from a read-only field',
    setup: {
      golden: (d) => {
        g.cluster(d).properties.created = { ...text('Created.'), format: 'date-time', 'x-mk8s-read-only': true };
      },
      // spec/ writes times as a pattern (UtcDateTime): give `created` a format to remove.
      spec: (d) => {
        d('cluster.json').properties.created = { ...text('Created.'), format: 'date-time', 'x-mk8s-read-only': true };
      },
    },
    ...same((d) => {
      delete d('cluster.json').properties.created.format;
    }),
    want: { verdict: 'minor', codes: ['FORMAT_REMOVED'], breaks: [] },
  },
  {
    name: 'a format added to a written field',
    ...same((d) => {
      d('cluster.json').properties.name.format = 'hostname';
    }),
    want: { verdict: 'major', codes: ['FORMAT_ADDED'], breaks: ['write'] },
  },
  {
    name: 'a map becoming closed',
    golden: (d) => {
      g.cluster(d).properties.tags = {
        title: 'Tags',
        type: 'object',
        description: 'Free tags.',
        additionalProperties: false,
        properties: { team: text('Team.') },
      };
    },
    spec: (d) => {
      s.shared(d).ClusterTags = {
        title: 'ClusterTags',
        type: 'object',
        description: s.shared(d).ClusterTags.description,
        additionalProperties: false,
        properties: { team: text('Team.') },
      };
    },
    want: {
      verdict: 'major',
      codes: [
        'DESCRIPTION_CHANGED',
        'EXPORT_ADDED',
        'EXPORT_MEMBER_REMOVED',
        'EXPORT_NARROWED',
        'EXPORT_REMOVED',
        'EXPORT_WIDENED',
        'OBJECT_CLOSED',
      ],
      breaks: ['write', 'types'],
    },
    // Code that reads `tags.env` stops compiling: of the inline map in `Cluster` in the golden spec,
    // of the named `ClusterTags` in spec/. Stored patches and clusters there have other tags; the
    // map's patch type keeps its name (`ClusterTagsPatch`).
    wantSpec: {
      codes: [
        'BODY_REFUSED',
        'DESCRIPTION_CHANGED',
        'EXPORT_ADDED',
        'EXPORT_MEMBER_REMOVED',
        'EXPORT_NARROWED',
        'EXPORT_WIDENED',
        'OBJECT_CLOSED',
        'READ_BODY_REFUSED',
      ],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'a map value retyped',
    golden: (d) => {
      g.shared(d).StringMap.additionalProperties = { type: 'integer' };
    },
    spec: (d) => {
      s.shared(d).StringMap.additionalProperties = { type: 'integer' };
    },
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'EXPORT_NARROWED', 'EXPORT_WIDENED', 'READ_BODY_REFUSED', 'TYPE_CHANGED'],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'an exactly-one group gains a member',
    golden: (d) => {
      g.defs(d).Provider.properties.gamma = { $ref: '#/$defs/Empty', description: 'The gamma provider.' };
    },
    spec: (d) => {
      s.defs(d).Provider.properties.other = { $ref: 'providers/generic.json', description: 'Another provider.' };
    },
    want: { verdict: 'major', codes: ['CHOICE_MEMBER_ADDED', 'EXPORT_WIDENED'], breaks: ['read', 'types'] },
  },
  {
    name: 'an exactly-one group loses a member',
    golden: (d) => {
      delete g.defs(d).Provider.properties.beta;
    },
    spec: (d) => {
      delete s.defs(d).Provider.properties.ephemeral;
    },
    want: {
      verdict: 'major',
      codes: ['CHOICE_MEMBER_REMOVED', 'EXPORT_MEMBER_REMOVED', 'EXPORT_NARROWED', 'EXPORT_REMOVED'],
      breaks: ['read', 'write', 'types'],
    },
    // The OpenAPI examples create (and return) ephemeral clusters.
    wantSpec: {
      codes: [
        'BODY_REFUSED',
        'CHOICE_MEMBER_REMOVED',
        'EXPORT_MEMBER_REMOVED',
        'EXPORT_NARROWED',
        'EXPORT_REMOVED',
        'READ_BODY_REFUSED',
      ],
    },
  },
  {
    name: 'an array gains an identifier',
    golden: (d) => {
      const rules = g.defs(d).ClusterSpec.properties.rules;
      delete rules['x-mk8s-unkeyed'];
      rules['x-mk8s-key'] = 'name';
      rules.items = { $ref: '#/$defs/Rule' };
      g.defs(d).Rule = {
        title: 'Rule',
        description: 'A rule.',
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: text('Name.'), action: text('Action.') },
      };
    },
    spec: (d) => {
      const write = d('byok-config.json').$defs.RemoteWrite.properties.write_relabel_configs;
      delete write['x-mk8s-unkeyed'];
      write['x-mk8s-key'] = 'name';
      write.items = { $ref: '#/$defs/RelabelConfig' };
      d('byok-config.json').$defs.RelabelConfig = {
        title: 'RelabelConfig',
        description: 'A relabelling step.',
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: text('Name.'), action: text('Action.') },
      };
    },
    want: {
      verdict: 'major',
      codes: [
        'ARRAY_KEY_ADDED',
        'DESCRIPTION_CHANGED',
        'EXPORT_ADDED',
        'EXPORT_NARROWED',
        'EXPORT_WIDENED',
        'OBJECT_CLOSED',
      ],
      breaks: ['write', 'types'],
    },
    // Stored patches select relabel configs by example, and stored clusters hold relabel configs
    // without a name; the element patch is renamed after the new type.
    wantSpec: {
      codes: [
        'ARRAY_KEY_ADDED',
        'BODY_REFUSED',
        'DESCRIPTION_CHANGED',
        'EXPORT_ADDED',
        'EXPORT_NARROWED',
        'EXPORT_REMOVED',
        'EXPORT_WIDENED',
        'OBJECT_CLOSED',
        'READ_BODY_REFUSED',
      ],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'an array loses its identifier',
    golden: (d) => {
      const pools = g.defs(d).AlphaProvider.properties.pools;
      delete pools['x-mk8s-key'];
      pools['x-mk8s-unkeyed'] = true;
      pools.items = { $ref: 'shared.json#/$defs/FreeFormObject' };
    },
    spec: (d) => {
      const taints = s.shared(d).NodePoolBase.properties.taints;
      delete taints['x-mk8s-key'];
      taints['x-mk8s-unkeyed'] = true;
      taints.items = { $ref: '#/$defs/FreeFormObject' };
    },
    want: {
      verdict: 'major',
      codes: [
        'ARRAY_KEY_REMOVED',
        'DESCRIPTION_CHANGED',
        'EXPORT_NARROWED',
        'EXPORT_REMOVED',
        'EXPORT_WIDENED',
        'OBJECT_OPENED',
      ],
      breaks: ['read', 'write', 'types'],
    },
    // `Taint` stays exported (as the type of other fields); the unkeyed element patch is a new name.
    wantSpec: {
      codes: [
        'ARRAY_KEY_REMOVED',
        'DESCRIPTION_CHANGED',
        'EXPORT_ADDED',
        'EXPORT_NARROWED',
        'EXPORT_WIDENED',
        'OBJECT_OPENED',
      ],
    },
  },
];
