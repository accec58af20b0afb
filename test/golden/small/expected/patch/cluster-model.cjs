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
