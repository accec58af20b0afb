// generated from spec/ — do not edit
// What the patch engine knows about each type of the cluster resource (from spec/).
'use strict';
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// generated:patch/cluster-model.js
var cluster_model_exports = {};
__export(cluster_model_exports, {
  clusterPatchModel: () => clusterPatchModel
});
module.exports = __toCommonJS(cluster_model_exports);
var clusterPatchModel = {
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
