/**
 * Type tests of the patch types as a consumer imports them: checked by `npm run typecheck`. Each
 * `@ts-expect-error` fails the check when the line it guards stops being an error; the realistic
 * patches at the end must compile as they are.
 */
import type {
  ClusterPatch,
  RegistryMirrorPatch,
  VendorBNodePoolPatch,
  VendorBProviderPatch,
  VendorHNodePoolPatch,
  WriteRelabelConfigPatch,
} from '@mk8s/schema';

// Rejected.

const patchOnScalarArray: VendorBProviderPatch = {
  // @ts-expect-error `$patch/` exists only for arrays of objects; securityGroupIds holds strings
  '$patch/securityGroupIds': [{ id: 'sg-1' }],
};

const replaceOnScalar: VendorBProviderPatch = {
  // @ts-expect-error `$replace/` exists only for objects, maps and free-form objects; region is a string
  '$replace/region': 'eu-west-1',
};

const dropUnknownField: ClusterPatch = {
  spec: {
    // @ts-expect-error `$drop` entries are field names of their object
    $drop: ['addOns', 'kubernetesVersion'],
  },
};

const readOnlyField: ClusterPatch = {
  // @ts-expect-error read-only fields are absent from the patch type
  status: {},
};

const readOnlyId: ClusterPatch = {
  description: 'x',
  // @ts-expect-error read-only fields are absent from the patch type
  id: 'abc',
};

const operatorInsideAppend: VendorBNodePoolPatch = {
  name: 'workers',
  '$append/taints': [
    {
      key: 'dedicated',
      effect: 'NoSchedule',
      // @ts-expect-error `$append` elements are complete literal values: no operator keys inside
      $drop: ['value'],
    },
  ],
};

const zonesAsStrings: VendorHNodePoolPatch = {
  name: 'pool-a',
  // @ts-expect-error zones are integers: "1" is not a zone
  '$append/zones': ['1'],
};

const dropZonesAsStrings: VendorHNodePoolPatch = {
  name: 'pool-a',
  // @ts-expect-error `$drop/zones` entries are integers too
  '$drop/zones': [1, '2'],
};

// @ts-expect-error an element patch needs its identifier
const elementWithoutName: VendorBNodePoolPatch = { maxSize: 4 };

const dropIdentifier: VendorBNodePoolPatch = {
  name: 'workers',
  // @ts-expect-error the identifier selects the element and cannot be dropped
  $drop: ['name'],
};

const nullValue: ClusterPatch = {
  // @ts-expect-error null is never valid: use `$drop`
  description: null,
};

const renameNonRenamable: VendorBNodePoolPatch = {
  name: 'workers',
  // @ts-expect-error only the registry of a registry mirror can be renamed
  '$replace/name': 'others',
};

const wrongEnum: VendorBNodePoolPatch = {
  name: 'workers',
  // @ts-expect-error plain values keep their create shape: a closed enum
  spotAllocationStrategy: 'cheapest',
};

// Accepted: realistic patches.

const scalePool: ClusterPatch = {
  spec: { provider: { vendorB: { '$patch/nodePools': [{ name: 'workers', minSize: 2, maxSize: 10 }] } } },
};

const addFirewallEntry: ClusterPatch = {
  spec: { '$append/firewall': [{ sourceCIDR: '203.0.113.0/24', description: 'office VPN' }] },
};

const switchProvider: ClusterPatch = {
  spec: {
    '$replace/provider': {
      vendorB: {
        region: 'eu-central-1',
        image: { recommended: 'ubuntu/jammy-22.04' },
        deployRoleArn: 'arn:aws:iam::123456789012:role/deploy',
        vpcId: 'vpc-0abc',
        nodePools: [{ name: 'workers', instanceTypes: ['m6i.large'], subnetIds: ['subnet-1'], minSize: 1, maxSize: 3 }],
      },
    },
  },
};

const switchProviderByMerge: ClusterPatch = {
  spec: { provider: { $drop: ['vendorA'], generic: { location: 'aws-eu-central-1' } } },
};

const dropAddOn: ClusterPatch = { spec: { addOns: { $drop: ['dashboard', 'logs'] } } };

const renameMirror: RegistryMirrorPatch = {
  registry: 'docker.io',
  '$replace/registry': 'registry-1.docker.io',
  '$append/mirrors': ['https://mirror.example.com'],
};

const renameMirrorInBody: ClusterPatch = { spec: { addOns: { registryMirror: { '$patch/mirrors': [renameMirror] } } } };

const labelsAndTaints: ClusterPatch = {
  tags: { env: 'prod', tier: 2, $drop: ['temporary'] },
  spec: {
    provider: {
      vendorH: {
        '$patch/nodePools': [
          {
            name: 'gpu',
            labels: { accelerator: 'a100', $drop: ['old'] },
            '$append/zones': [1, 2],
            '$patch/taints': [{ key: 'nvidia.com/gpu', effect: 'NoExecute' }],
          },
        ],
      },
    },
  },
};

const relabel: WriteRelabelConfigPatch = { action: 'drop', '$replace/regex': 'kube_.*', $drop: ['separator'] };

const remoteWrite: ClusterPatch = {
  spec: {
    addOns: {
      byok: {
        config: {
          monitoring: {
            '$patch/remoteWrite': [
              {
                url: 'https://metrics.example.com/write',
                tls_config: { insecure_skip_verify: false },
                '$patch/write_relabel_configs': [relabel],
              },
            ],
          },
        },
      },
    },
  },
};

export {
  addFirewallEntry,
  dropAddOn,
  dropIdentifier,
  dropUnknownField,
  dropZonesAsStrings,
  elementWithoutName,
  labelsAndTaints,
  nullValue,
  operatorInsideAppend,
  patchOnScalarArray,
  readOnlyField,
  readOnlyId,
  remoteWrite,
  renameMirrorInBody,
  renameNonRenamable,
  replaceOnScalar,
  scalePool,
  switchProvider,
  switchProviderByMerge,
  wrongEnum,
  zonesAsStrings,
};
