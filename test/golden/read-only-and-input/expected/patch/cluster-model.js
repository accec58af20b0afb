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
          "name": "networking",
          "kind": "object",
          "type": "NetworkingDns",
          "differsOnRead": true
        }
      ],
      "readOnly": [
        "id"
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
    }
  ],
  "levels": [
    {
      "name": "ClusterPatch",
      "kind": "object",
      "source": "ClusterCreate",
      "operators": [
        "$drop",
        "$replace/networking"
      ]
    },
    {
      "name": "NetworkingDnsPatch",
      "kind": "object",
      "source": "NetworkingDns",
      "operators": [
        "$drop"
      ]
    }
  ],
  "maxItems": 0
};
