/** Table rows: fields added, removed, renamed, retyped, required, read-only, immutable; names and docs. */
import { type EditCase, g, s, same, text } from './edit-table.ts';

const phase = { type: 'string', description: 'Phase.', 'x-mk8s-read-only': true, enum: ['Running', 'Stopped'] };

/** Both sides start with a read-only `phase` enum on the cluster, the field the rows below edit. */
const withPhase: EditCase['setup'] = {
  golden: (d) => {
    g.cluster(d).properties.phase = structuredClone(phase);
  },
  spec: (d) => {
    s.cluster(d).properties.phase = structuredClone(phase);
  },
};

export const FIELD_EDITS: readonly EditCase[] = [
  {
    name: 'no edit',
    golden: () => undefined,
    spec: () => undefined,
    want: { verdict: 'none', codes: [], breaks: [] },
  },
  {
    name: 'a field description edited',
    golden: (d) => {
      g.pool(d).properties.size.description = 'How many nodes the pool runs.';
    },
    spec: (d) => {
      s.taint(d).properties.value.description = 'The value of the taint.';
    },
    want: { verdict: 'patch', codes: ['DESCRIPTION_CHANGED'], breaks: [] },
  },
  {
    name: 'a type description edited',
    golden: (d) => {
      g.pool(d).description = 'A group of identical nodes.';
    },
    spec: (d) => {
      s.taint(d).description = 'A Kubernetes taint.';
    },
    want: { verdict: 'patch', codes: ['DESCRIPTION_CHANGED'], breaks: [] },
  },
  {
    name: 'the description of a use of a type edited',
    golden: (d) => {
      g.defs(d).ClusterSpec.properties.provider.description = 'Where the nodes of the cluster run.';
    },
    spec: (d) => {
      s.defs(d).ClusterSpec.properties.provider.description = 'Where the nodes of the cluster run.';
    },
    want: { verdict: 'patch', codes: ['DESCRIPTION_CHANGED'], breaks: [] },
  },
  {
    name: 'examples added to a field',
    golden: (d) => {
      g.pool(d).properties.name.examples = ['workers'];
    },
    spec: (d) => {
      s.taint(d).properties.value.examples = ['batch'];
    },
    want: { verdict: 'patch', codes: ['EXAMPLES_CHANGED'], breaks: [] },
  },
  {
    name: 'the examples of a named type changed',
    golden: (d) => {
      g.shared(d).NetworkingFull.examples = [{ podNetwork: '10.1.0.0/16' }];
    },
    spec: (d) => {
      s.shared(d).Duration.examples = ['10m', '2h'];
    },
    want: { verdict: 'patch', codes: ['EXAMPLES_CHANGED'], breaks: [] },
  },
  {
    name: 'examples removed from a use of a type',
    setup: {
      golden: (d) => {
        g.cluster(d).properties.tags.examples = [{ team: 'a' }];
      },
      spec: (d) => {
        s.shared(d).Autoscaler.properties.unneededTime.examples = ['15m'];
      },
    },
    golden: (d) => {
      delete g.cluster(d).properties.tags.examples;
    },
    spec: (d) => {
      delete s.shared(d).Autoscaler.properties.unneededTime.examples;
    },
    want: { verdict: 'patch', codes: ['EXAMPLES_CHANGED'], breaks: [] },
  },
  {
    name: 'examples added to the items of an array',
    golden: (d) => {
      g.defs(d).ClusterSpec.properties.zones.items.examples = [1];
    },
    spec: (d) => {
      s.shared(d).Autoscaler.properties.expander.items.examples = ['price'];
    },
    want: { verdict: 'patch', codes: ['EXAMPLES_CHANGED'], breaks: [] },
  },
  {
    name: 'an optional field added',
    golden: (d) => {
      g.pool(d).properties.zone = text('Zone.');
    },
    spec: (d) => {
      s.taint(d).properties.zone = text('Zone.');
    },
    want: { verdict: 'minor', codes: ['FIELD_ADDED_OPTIONAL'], breaks: [] },
  },
  {
    name: 'a required field added',
    golden: (d) => {
      g.pool(d).properties.zone = text('Zone.');
      g.pool(d).required.push('zone');
    },
    spec: (d) => {
      s.taint(d).properties.zone = text('Zone.');
      s.taint(d).required.push('zone');
    },
    // Stored clusters lack it too: the new `validateCluster` refuses them.
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'EXPORT_NARROWED', 'FIELD_ADDED_REQUIRED', 'READ_BODY_REFUSED'],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'an optional read-only field added',
    ...same((d) => {
      d('cluster.json').properties.owner = { ...text('Owner.'), 'x-mk8s-read-only': true };
    }),
    want: { verdict: 'minor', codes: ['FIELD_ADDED_OPTIONAL'], breaks: [] },
  },
  {
    // The service returns more (a warning on the wire), but the clusters readers stored before lack
    // the field: the new `validateCluster` refuses them.
    name: 'a required read-only field added (the service returns more)',
    ...same((d) => {
      d('cluster.json').properties.owner = { ...text('Owner.'), 'x-mk8s-read-only': true };
      d('cluster.json').required.push('owner');
    }),
    want: { verdict: 'major', codes: ['FIELD_ADDED_REQUIRED', 'READ_BODY_REFUSED'], breaks: ['read'] },
  },
  {
    name: 'a required field added to the error body (stored error bodies lack it)',
    ...same((d) => {
      d('error.json').properties.trace = text('Trace.');
      d('error.json').required.push('trace');
    }),
    want: { verdict: 'major', codes: ['FIELD_ADDED_REQUIRED', 'READ_BODY_REFUSED'], breaks: ['read'] },
  },
  {
    name: 'a pattern put on a read-only field (stored clusters do not match it)',
    ...same((d) => {
      d('cluster.json').properties.id.pattern = '^[0-9]+$';
    }),
    want: { verdict: 'major', codes: ['PATTERN_TIGHTENED', 'READ_BODY_REFUSED'], breaks: ['read'] },
  },
  {
    name: 'a field removed',
    golden: (d) => {
      delete g.pool(d).properties.effect;
    },
    spec: (d) => {
      delete s.taint(d).properties.effect;
    },
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'EXPORT_MEMBER_REMOVED', 'EXPORT_NARROWED', 'FIELD_REMOVED', 'READ_BODY_REFUSED'],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'a field renamed',
    golden: (d) => {
      const p = g.pool(d).properties;
      p.count = p.size;
      delete p.size;
    },
    spec: (d) => {
      const p = s.taint(d).properties;
      p.val = p.value;
      delete p.value;
    },
    want: {
      verdict: 'major',
      codes: [
        'BODY_REFUSED',
        'EXPORT_MEMBER_REMOVED',
        'EXPORT_NARROWED',
        'FIELD_ADDED_OPTIONAL',
        'FIELD_REMOVED',
        'READ_BODY_REFUSED',
      ],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'a field retyped (string to integer)',
    golden: (d) => {
      g.defs(d).AlphaProvider.properties.region.type = 'integer';
    },
    spec: (d) => {
      s.taint(d).properties.value.type = 'integer';
    },
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'EXPORT_NARROWED', 'EXPORT_WIDENED', 'READ_BODY_REFUSED', 'TYPE_CHANGED'],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'a field widened (integer to number)',
    golden: (d) => {
      g.pool(d).properties.size.type = 'number';
    },
    spec: (d) => {
      s.cluster(d).properties.version.type = 'number';
    },
    want: { verdict: 'major', codes: ['TYPE_WIDENED'], breaks: ['read'] },
  },
  {
    name: 'a field narrowed (number to integer)',
    setup: {
      golden: (d) => {
        g.pool(d).properties.weight = { type: 'number', description: 'Weight.' };
      },
      spec: (d) => {
        s.taint(d).properties.weight = { type: 'number', description: 'Weight.' };
      },
    },
    golden: (d) => {
      g.pool(d).properties.weight.type = 'integer';
    },
    spec: (d) => {
      s.taint(d).properties.weight.type = 'integer';
    },
    want: { verdict: 'major', codes: ['TYPE_NARROWED'], breaks: ['write'] },
  },
  {
    name: 'an optional field made required',
    golden: (d) => {
      g.pool(d).required.push('size');
    },
    spec: (d) => {
      s.taint(d).required.push('value');
    },
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'EXPORT_NARROWED', 'FIELD_REQUIRED'],
      breaks: ['write', 'types'],
    },
    // spec/'s stored clusters hold taints without a value; the golden cluster's pool has its size.
    wantSpec: {
      codes: ['BODY_REFUSED', 'EXPORT_NARROWED', 'FIELD_REQUIRED', 'READ_BODY_REFUSED'],
      breaks: ['read', 'write', 'types'],
    },
  },
  {
    name: 'a required field made optional',
    golden: (d) => {
      g.defs(d).AlphaProvider.required = [];
    },
    spec: (d) => {
      s.defs(d).ClusterSpec.required = ['provider'];
    },
    want: { verdict: 'major', codes: ['EXPORT_WIDENED', 'FIELD_OPTIONAL'], breaks: ['read', 'types'] },
  },
  {
    name: 'a field made immutable',
    golden: (d) => {
      g.pool(d).properties.size['x-mk8s-immutable'] = true;
    },
    spec: (d) => {
      s.taint(d).properties.value['x-mk8s-immutable'] = true;
    },
    want: { verdict: 'major', codes: ['FIELD_IMMUTABLE'], breaks: ['write'] },
  },
  {
    name: 'an immutable field made mutable',
    golden: (d) => {
      delete g.defs(d).AlphaProvider.properties.region['x-mk8s-immutable'];
    },
    spec: (d) => {
      delete s.cluster(d).properties.name['x-mk8s-immutable'];
    },
    want: { verdict: 'minor', codes: ['FIELD_MUTABLE'], breaks: [] },
  },
  {
    name: 'a writable field made read-only',
    golden: (d) => {
      g.cluster(d).properties.tags['x-mk8s-read-only'] = true;
    },
    spec: (d) => {
      s.cluster(d).properties.description['x-mk8s-read-only'] = true;
    },
    want: {
      verdict: 'major',
      codes: ['BODY_REFUSED', 'EXPORT_NARROWED', 'EXPORT_REMOVED', 'FIELD_READ_ONLY', 'FIELD_REMOVED'],
      breaks: ['write', 'types'],
    },
    // `description` is a plain string: no patch type of its own goes away with it.
    wantSpec: { codes: ['BODY_REFUSED', 'EXPORT_NARROWED', 'FIELD_READ_ONLY', 'FIELD_REMOVED'] },
  },
  {
    name: 'a default changed',
    golden: (d) => {
      g.pool(d).properties.size.default = 2;
    },
    spec: (d) => {
      s.shared(d).Autoscaler.properties.utilizationThreshold.default = 0.6;
    },
    want: { verdict: 'minor', codes: ['DEFAULT_CHANGED'], breaks: [] },
  },
  {
    name: 'a type title renamed (types-only break)',
    golden: (d) => {
      const defs = g.defs(d);
      defs.NodePool = { ...defs.Pool, title: 'NodePool' };
      delete defs.Pool;
      defs.AlphaProvider.properties.pools.items.$ref = '#/$defs/NodePool';
    },
    spec: (d) => {
      const defs = s.shared(d);
      defs.NodeTaint = { ...defs.Taint, title: 'NodeTaint' };
      delete defs.Taint;
      for (const file of [
        'shared.json',
        ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((v) => `providers/vendor-${v}.json`),
        'providers/ephemeral.json',
      ]) {
        const text = JSON.stringify(d(file)).replaceAll('#/$defs/Taint"', '#/$defs/NodeTaint"');
        Object.assign(d(file), JSON.parse(text));
      }
    },
    want: { verdict: 'major', codes: ['EXPORT_ADDED', 'EXPORT_REMOVED'], breaks: ['types'] },
  },
  {
    name: 'a read-only enum field gains a value',
    setup: withPhase,
    ...same((d) => {
      d('cluster.json').properties.phase.enum.push('Deleting');
    }),
    want: { verdict: 'major', codes: ['ENUM_VALUE_ADDED', 'EXPORT_WIDENED'], breaks: ['read', 'types'] },
  },
  {
    name: 'a read-only enum field loses a value',
    setup: withPhase,
    // Code that compares `cluster.phase` with the value removed stops compiling ("no overlap").
    ...same((d) => {
      d('cluster.json').properties.phase.enum.pop();
    }),
    want: { verdict: 'major', codes: ['ENUM_VALUE_REMOVED', 'EXPORT_LITERAL_REMOVED'], breaks: ['read', 'types'] },
  },
  {
    // One edit, one types change: the retype is the widening (its message names both types), not
    // also a loss of every value code compares with.
    name: 'a read-only enum field retyped to an integer',
    setup: withPhase,
    ...same((d) => {
      const field = d('cluster.json').properties.phase;
      delete field.enum;
      field.type = 'integer';
    }),
    want: { verdict: 'major', codes: ['EXPORT_WIDENED', 'TYPE_CHANGED'], breaks: ['read', 'types'] },
  },
  {
    // Still assignable both ways, but code that reads `cluster.phase` stops compiling.
    name: 'an optional read-only field removed',
    setup: withPhase,
    ...same((d) => {
      delete d('cluster.json').properties.phase;
    }),
    want: { verdict: 'major', codes: ['EXPORT_MEMBER_REMOVED', 'FIELD_REMOVED'], breaks: ['read', 'types'] },
  },
];
