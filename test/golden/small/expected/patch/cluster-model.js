// generated from spec/ — do not edit
// What the patch engine knows about each type of the cluster resource (from spec/).
/** @type {import('./model.js').PatchModelData} */
export const clusterPatchModel = {
  "root": "ClusterCreate",
  "types": [
    {
      "name": "ClusterCreate",
      "patch": "ClusterPatch",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "tags",
          "kind": "map"
        },
        {
          "name": "spec",
          "kind": "object",
          "type": "ClusterSpecCreate",
          "required": true
        }
      ],
      "readOnly": [
        "id"
      ]
    },
    {
      "name": "ClusterSpecCreate",
      "patch": "ClusterSpecPatch",
      "fields": [
        {
          "name": "version",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "provider",
          "kind": "object",
          "type": "ProviderCreate",
          "required": true
        },
        {
          "name": "zones",
          "kind": "scalar-array"
        },
        {
          "name": "extra",
          "kind": "free-form"
        },
        {
          "name": "rules",
          "kind": "unkeyed-array"
        }
      ]
    },
    {
      "name": "ProviderCreate",
      "patch": "ProviderPatch",
      "fields": [
        {
          "name": "alpha",
          "kind": "object",
          "type": "AlphaProviderCreate"
        },
        {
          "name": "beta",
          "kind": "object",
          "type": "Empty"
        }
      ]
    },
    {
      "name": "AlphaProviderCreate",
      "patch": "AlphaProviderPatch",
      "fields": [
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingDns"
        },
        {
          "name": "pools",
          "kind": "keyed-array",
          "type": "Pool",
          "key": "name"
        }
      ]
    },
    {
      "name": "NetworkingDns",
      "patch": "NetworkingDnsPatch",
      "fields": [
        {
          "name": "dnsForwarder",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "Pool",
      "patch": "PoolPatch",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "size",
          "kind": "scalar"
        },
        {
          "name": "effect",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "Empty",
      "patch": "EmptyPatch",
      "fields": []
    }
  ]
};
