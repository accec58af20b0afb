// generated from spec/ — do not edit
// What the patch engine knows about each type of the cluster resource (from spec/).
/** @type {import('./model.js').PatchModelData} */
export const clusterPatchModel = {
  "operators": [
    {
      "name": "drop",
      "key": "$drop",
      "form": "$drop",
      "value": "field-names",
      "step": "drop-fields",
      "group": "drop"
    },
    {
      "name": "replace",
      "key": "$replace/",
      "form": "$replace/<field>",
      "value": "whole-value",
      "step": "set",
      "group": "set",
      "renames": true,
      "anyMember": true
    },
    {
      "name": "drop-items",
      "key": "$drop/",
      "form": "$drop/<field>",
      "value": "selectors",
      "step": "remove",
      "group": "array"
    },
    {
      "name": "retain",
      "key": "$retain/",
      "form": "$retain/<field>",
      "value": "selectors",
      "step": "keep",
      "group": "array"
    },
    {
      "name": "patch",
      "key": "$patch/",
      "form": "$patch/<field>",
      "value": "element-patches",
      "step": "patch",
      "group": "array"
    },
    {
      "name": "append",
      "key": "$append/",
      "form": "$append/<field>",
      "value": "elements",
      "step": "append",
      "group": "array"
    }
  ],
  "root": "ClusterCreate",
  "types": [
    {
      "name": "ClusterCreate",
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
      "fields": [
        {
          "name": "dnsForwarder",
          "kind": "scalar"
        }
      ],
      "readOnly": [
        "podNetwork"
      ]
    },
    {
      "name": "Pool",
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
      "fields": []
    }
  ],
  "levels": [
    {
      "name": "ClusterPatch",
      "kind": "object",
      "source": "ClusterCreate",
      "operators": [
        "$drop",
        "$replace/tags",
        "$replace/spec"
      ]
    },
    {
      "name": "MapPatch",
      "kind": "map",
      "source": "Map",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ClusterSpecPatch",
      "kind": "object",
      "source": "ClusterSpecCreate",
      "operators": [
        "$drop",
        "$replace/provider",
        "$drop/zones",
        "$retain/zones",
        "$append/zones",
        "$replace/extra",
        "$drop/rules",
        "$retain/rules",
        "$patch/rules",
        "$append/rules"
      ]
    },
    {
      "name": "ProviderPatch",
      "kind": "object",
      "source": "ProviderCreate",
      "operators": [
        "$drop",
        "$replace/alpha",
        "$replace/beta"
      ]
    },
    {
      "name": "AlphaProviderPatch",
      "kind": "object",
      "source": "AlphaProviderCreate",
      "operators": [
        "$drop",
        "$replace/networking",
        "$drop/pools",
        "$retain/pools",
        "$patch/pools",
        "$append/pools"
      ]
    },
    {
      "name": "NetworkingDnsPatch",
      "kind": "object",
      "source": "NetworkingDns",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "PoolPatch",
      "kind": "element",
      "source": "Pool",
      "identifier": "name",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "EmptyPatch",
      "kind": "object",
      "source": "Empty",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "FreeFormObjectPatch",
      "kind": "free-form",
      "source": "FreeFormObject",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "RulePatch",
      "kind": "unkeyed-element",
      "source": "FreeFormObject",
      "operators": [
        "$drop",
        "$replace/"
      ]
    }
  ]
};
