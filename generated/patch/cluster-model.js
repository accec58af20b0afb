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
          "required": true,
          "immutable": true
        },
        {
          "name": "description",
          "kind": "scalar"
        },
        {
          "name": "tags",
          "kind": "map"
        },
        {
          "name": "spec",
          "kind": "object",
          "type": "ClusterSpecCreate",
          "required": true,
          "differsOnRead": true
        }
      ],
      "readOnly": [
        "id",
        "kind",
        "version",
        "created",
        "lastModified",
        "links",
        "alias",
        "status"
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
          "name": "firewall",
          "kind": "keyed-array",
          "type": "FirewallEntry",
          "key": "sourceCIDR"
        },
        {
          "name": "provider",
          "kind": "object",
          "type": "ProviderCreate",
          "required": true,
          "differsOnRead": true
        },
        {
          "name": "addOns",
          "kind": "object",
          "type": "AddOns"
        }
      ]
    },
    {
      "name": "FirewallEntry",
      "fields": [
        {
          "name": "sourceCIDR",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "description",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ProviderCreate",
      "fields": [
        {
          "name": "generic",
          "kind": "object",
          "type": "GenericProvider"
        },
        {
          "name": "vendorA",
          "kind": "object",
          "type": "VendorAProviderCreate",
          "differsOnRead": true
        },
        {
          "name": "vendorB",
          "kind": "object",
          "type": "VendorBProvider"
        },
        {
          "name": "vendorC",
          "kind": "object",
          "type": "VendorCProviderCreate",
          "differsOnRead": true
        },
        {
          "name": "vendorD",
          "kind": "object",
          "type": "VendorDProvider"
        },
        {
          "name": "vendorE",
          "kind": "object",
          "type": "VendorEProvider"
        },
        {
          "name": "vendorF",
          "kind": "object",
          "type": "VendorFProvider"
        },
        {
          "name": "ephemeral",
          "kind": "object",
          "type": "EphemeralProvider"
        },
        {
          "name": "vendorG",
          "kind": "object",
          "type": "VendorGProviderCreate",
          "differsOnRead": true
        },
        {
          "name": "vendorH",
          "kind": "object",
          "type": "VendorHProvider"
        },
        {
          "name": "vendorI",
          "kind": "object",
          "type": "VendorIProviderCreate",
          "differsOnRead": true
        },
        {
          "name": "vendorJ",
          "kind": "object",
          "type": "VendorJProvider"
        }
      ]
    },
    {
      "name": "GenericProvider",
      "fields": [
        {
          "name": "location",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingFull",
          "immutable": true
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "NodePoolBase",
          "key": "name"
        }
      ]
    },
    {
      "name": "NetworkingFull",
      "fields": [
        {
          "name": "serviceNetwork",
          "kind": "scalar"
        },
        {
          "name": "podNetwork",
          "kind": "scalar"
        },
        {
          "name": "dnsForwarder",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "NodePoolBase",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        }
      ]
    },
    {
      "name": "Taint",
      "fields": [
        {
          "name": "key",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "value",
          "kind": "scalar"
        },
        {
          "name": "effect",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorAProviderCreate",
      "fields": [
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "vendorALabels",
          "kind": "map"
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingDns",
          "immutable": true,
          "differsOnRead": true
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "tokenSecretLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "networkId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "firewallId",
          "kind": "scalar"
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorANodePool",
          "key": "name"
        },
        {
          "name": "dedicatedServerNodePools",
          "kind": "keyed-array",
          "type": "NodePoolBase",
          "key": "name"
        },
        {
          "name": "image",
          "kind": "scalar"
        },
        {
          "name": "sshKey",
          "kind": "scalar"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        },
        {
          "name": "floatingIPSelector",
          "kind": "map"
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
        "serviceNetwork",
        "podNetwork"
      ]
    },
    {
      "name": "VendorANodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "serverType",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "overrideImage",
          "kind": "scalar"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "Autoscaler",
      "fields": [
        {
          "name": "expander",
          "kind": "scalar-array"
        },
        {
          "name": "unneededTime",
          "kind": "scalar"
        },
        {
          "name": "unreadyTime",
          "kind": "scalar"
        },
        {
          "name": "utilizationThreshold",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBProvider",
      "fields": [
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "vendorBTags",
          "kind": "map"
        },
        {
          "name": "skipCreateRoles",
          "kind": "scalar"
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingFull",
          "immutable": true
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "image",
          "kind": "object",
          "type": "VendorBImage",
          "required": true
        },
        {
          "name": "deployRoleArn",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "deployRoleChain",
          "kind": "keyed-array",
          "type": "VendorBDeployRole",
          "key": "roleArn"
        },
        {
          "name": "vpcId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "keyPair",
          "kind": "scalar"
        },
        {
          "name": "diskEncryptionKeyArn",
          "kind": "scalar"
        },
        {
          "name": "securityGroupIds",
          "kind": "scalar-array"
        },
        {
          "name": "extraNodePolicies",
          "kind": "scalar-array"
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorBNodePool",
          "key": "name"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        }
      ]
    },
    {
      "name": "VendorBImage",
      "fields": [
        {
          "name": "recommended",
          "kind": "scalar"
        },
        {
          "name": "exact",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBDeployRole",
      "fields": [
        {
          "name": "roleArn",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "externalId",
          "kind": "scalar"
        },
        {
          "name": "sessionNamePrefix",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "instanceTypes",
          "kind": "scalar-array",
          "required": true
        },
        {
          "name": "overrideImage",
          "kind": "object",
          "type": "VendorBImage"
        },
        {
          "name": "bootDiskSize",
          "kind": "scalar"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        },
        {
          "name": "onDemandBaseCapacity",
          "kind": "scalar"
        },
        {
          "name": "onDemandPercentageAboveBaseCapacity",
          "kind": "scalar"
        },
        {
          "name": "spotAllocationStrategy",
          "kind": "scalar"
        },
        {
          "name": "subnetIds",
          "kind": "scalar-array",
          "required": true
        },
        {
          "name": "extraSecurityGroupIds",
          "kind": "scalar-array"
        },
        {
          "name": "cpuOptions",
          "kind": "object",
          "type": "VendorBCpuOptions"
        }
      ]
    },
    {
      "name": "VendorBCpuOptions",
      "fields": [
        {
          "name": "nestedVirtualization",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorCProviderCreate",
      "fields": [
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "tokenSecretLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "firewallId",
          "kind": "scalar"
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorCNodePool",
          "key": "name"
        },
        {
          "name": "image",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "authorizedUsers",
          "kind": "scalar-array"
        },
        {
          "name": "authorizedKeys",
          "kind": "scalar-array"
        },
        {
          "name": "vpcId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingDns",
          "immutable": true,
          "differsOnRead": true
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        }
      ]
    },
    {
      "name": "VendorCNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "serverType",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "overrideImage",
          "kind": "scalar"
        },
        {
          "name": "subnetId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorDProvider",
      "fields": [
        {
          "name": "datacenter",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "tokenSecretLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorDNodePool",
          "key": "name"
        },
        {
          "name": "sshKeys",
          "kind": "scalar-array"
        },
        {
          "name": "unmanagedNodePools",
          "kind": "keyed-array",
          "type": "NodePoolBase",
          "key": "name"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorDNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        },
        {
          "name": "flavor",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "VendorEProvider",
      "fields": [
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "tokenSecretLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorENodePool",
          "key": "name"
        },
        {
          "name": "sshKey",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "unmanagedNodePools",
          "kind": "keyed-array",
          "type": "NodePoolBase",
          "key": "name"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        },
        {
          "name": "fileSystems",
          "kind": "scalar-array"
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorENodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        },
        {
          "name": "instanceType",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "VendorFProvider",
      "fields": [
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "tokenSecretLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "sharedDrives",
          "kind": "scalar-array"
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorFNodePool",
          "key": "name"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        },
        {
          "name": "unmanagedNodePools",
          "kind": "keyed-array",
          "type": "NodePoolBase",
          "key": "name"
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "userIds",
          "kind": "scalar-array"
        },
        {
          "name": "networkId",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "VendorFNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        },
        {
          "name": "publicIpType",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "bootDiskSize",
          "kind": "scalar"
        },
        {
          "name": "machineType",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "EphemeralProvider",
      "fields": [
        {
          "name": "location",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "EphemeralNodePool",
          "key": "name"
        }
      ]
    },
    {
      "name": "EphemeralNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "count",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "arch",
          "kind": "scalar"
        },
        {
          "name": "flavor",
          "kind": "scalar"
        },
        {
          "name": "cpu",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "memory",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "VendorGProviderCreate",
      "fields": [
        {
          "name": "connection",
          "kind": "object",
          "type": "VendorGConnection",
          "required": true
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingDns",
          "immutable": true,
          "differsOnRead": true
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "location",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "loadBalancer",
          "kind": "object",
          "type": "VendorGLoadBalancer"
        },
        {
          "name": "privateNetworkId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "firewallEnabled",
          "kind": "scalar"
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorGNodePool",
          "key": "name"
        },
        {
          "name": "imageId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "sshKeys",
          "kind": "scalar-array"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        }
      ]
    },
    {
      "name": "VendorGConnection",
      "fields": [
        {
          "name": "url",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "account",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "user",
          "kind": "scalar"
        },
        {
          "name": "privateKeySecretLink",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "VendorGLoadBalancer",
      "fields": [
        {
          "name": "manual",
          "kind": "object",
          "type": "VendorGManualLoadBalancer"
        },
        {
          "name": "none",
          "kind": "object",
          "type": "VendorGNoLoadBalancer"
        },
        {
          "name": "gateway",
          "kind": "object",
          "type": "VendorGGatewayLoadBalancer"
        }
      ]
    },
    {
      "name": "VendorGManualLoadBalancer",
      "fields": [
        {
          "name": "packageId",
          "kind": "scalar"
        },
        {
          "name": "imageId",
          "kind": "scalar"
        },
        {
          "name": "publicNetworkId",
          "kind": "scalar"
        },
        {
          "name": "privateNetworkIds",
          "kind": "scalar-array"
        },
        {
          "name": "metadata",
          "kind": "map"
        },
        {
          "name": "tags",
          "kind": "map"
        },
        {
          "name": "logging",
          "kind": "object",
          "type": "VendorGLoadBalancerLogging"
        },
        {
          "name": "count",
          "kind": "scalar"
        },
        {
          "name": "cnsInternalDomain",
          "kind": "scalar"
        },
        {
          "name": "cnsPublicDomain",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorGLoadBalancerLogging",
      "fields": [
        {
          "name": "nodePort",
          "kind": "scalar"
        },
        {
          "name": "externalSyslog",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorGNoLoadBalancer",
      "fields": []
    },
    {
      "name": "VendorGGatewayLoadBalancer",
      "fields": []
    },
    {
      "name": "VendorGNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "packageId",
          "kind": "scalar"
        },
        {
          "name": "overrideImageId",
          "kind": "scalar"
        },
        {
          "name": "publicNetworkId",
          "kind": "scalar"
        },
        {
          "name": "privateNetworkIds",
          "kind": "scalar-array"
        },
        {
          "name": "vendorGTags",
          "kind": "map"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorHProvider",
      "fields": [
        {
          "name": "location",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "subscriptionId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "sdkSecretLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "resourceGroup",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingFull",
          "immutable": true
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "image",
          "kind": "object",
          "type": "VendorHImage",
          "required": true
        },
        {
          "name": "sshKeys",
          "kind": "scalar-array"
        },
        {
          "name": "networkId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "tags",
          "kind": "map"
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorHNodePool",
          "key": "name"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        }
      ]
    },
    {
      "name": "VendorHImage",
      "fields": [
        {
          "name": "recommended",
          "kind": "scalar"
        },
        {
          "name": "reference",
          "kind": "object",
          "type": "VendorHImageReference"
        }
      ]
    },
    {
      "name": "VendorHImageReference",
      "fields": [
        {
          "name": "publisher",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "offer",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "sku",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "version",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "VendorHNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "size",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "subnetId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "zones",
          "kind": "scalar-array"
        },
        {
          "name": "overrideImage",
          "kind": "object",
          "type": "VendorHImage"
        },
        {
          "name": "bootDiskSize",
          "kind": "scalar"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorIProviderCreate",
      "fields": [
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "vendorITags",
          "kind": "scalar-array"
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingDns",
          "immutable": true,
          "differsOnRead": true
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "tokenSecretLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "vpcId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorINodePool",
          "key": "name"
        },
        {
          "name": "image",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "sshKeys",
          "kind": "scalar-array"
        },
        {
          "name": "extraSshKeys",
          "kind": "scalar-array"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        },
        {
          "name": "reservedIPs",
          "kind": "scalar-array"
        }
      ]
    },
    {
      "name": "VendorINodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "vendorISize",
          "kind": "scalar"
        },
        {
          "name": "overrideImage",
          "kind": "scalar"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorJProvider",
      "fields": [
        {
          "name": "projectId",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "region",
          "kind": "scalar",
          "required": true,
          "immutable": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "tags",
          "kind": "scalar-array"
        },
        {
          "name": "metadata",
          "kind": "map"
        },
        {
          "name": "network",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "saKeyLink",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "networking",
          "kind": "object",
          "type": "NetworkingFull",
          "immutable": true
        },
        {
          "name": "preInstallScript",
          "kind": "scalar"
        },
        {
          "name": "image",
          "kind": "object",
          "type": "VendorJImage",
          "required": true
        },
        {
          "name": "nodePools",
          "kind": "keyed-array",
          "type": "VendorJNodePool",
          "key": "name"
        },
        {
          "name": "autoscaler",
          "kind": "object",
          "type": "Autoscaler"
        }
      ]
    },
    {
      "name": "VendorJImage",
      "fields": [
        {
          "name": "recommended",
          "kind": "scalar"
        },
        {
          "name": "family",
          "kind": "object",
          "type": "VendorJImageFamily"
        },
        {
          "name": "exact",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorJImageFamily",
      "fields": [
        {
          "name": "project",
          "kind": "scalar"
        },
        {
          "name": "family",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorJNodePool",
      "fields": [
        {
          "name": "name",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "labels",
          "kind": "map"
        },
        {
          "name": "taints",
          "kind": "keyed-array",
          "type": "Taint",
          "key": "key"
        },
        {
          "name": "machineType",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "assignPublicIP",
          "kind": "scalar"
        },
        {
          "name": "zone",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "overrideImage",
          "kind": "object",
          "type": "VendorJImage"
        },
        {
          "name": "bootDiskSize",
          "kind": "scalar"
        },
        {
          "name": "minSize",
          "kind": "scalar"
        },
        {
          "name": "maxSize",
          "kind": "scalar"
        },
        {
          "name": "preemptible",
          "kind": "scalar"
        },
        {
          "name": "subnet",
          "kind": "scalar"
        },
        {
          "name": "localPersistentDisks",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "AddOns",
      "fields": [
        {
          "name": "dashboard",
          "kind": "object",
          "type": "DashboardAddOn"
        },
        {
          "name": "dashboardAlt",
          "kind": "object",
          "type": "DashboardAltAddOn"
        },
        {
          "name": "vendorHWorkloadIdentity",
          "kind": "object",
          "type": "VendorHWorkloadIdentityAddOn"
        },
        {
          "name": "vendorBWorkloadIdentity",
          "kind": "object",
          "type": "VendorBWorkloadIdentityAddOn"
        },
        {
          "name": "localPathStorage",
          "kind": "object",
          "type": "LocalPathStorageAddOn"
        },
        {
          "name": "metrics",
          "kind": "object",
          "type": "MetricsAddOn"
        },
        {
          "name": "logs",
          "kind": "object",
          "type": "LogsAddOn"
        },
        {
          "name": "registryMirror",
          "kind": "object",
          "type": "RegistryMirrorAddOn"
        },
        {
          "name": "vendorK",
          "kind": "object",
          "type": "VendorKAddOn"
        },
        {
          "name": "vendorBEFS",
          "kind": "object",
          "type": "VendorBEfsAddOn"
        },
        {
          "name": "vendorBECR",
          "kind": "object",
          "type": "VendorBEcrAddOn"
        },
        {
          "name": "vendorBELB",
          "kind": "object",
          "type": "VendorBElbAddOn"
        },
        {
          "name": "vendorHACR",
          "kind": "object",
          "type": "VendorHAcrAddOn"
        },
        {
          "name": "sysbox",
          "kind": "object",
          "type": "SysboxAddOn"
        },
        {
          "name": "byok",
          "kind": "object",
          "type": "ByokAddOn"
        }
      ]
    },
    {
      "name": "DashboardAddOn",
      "fields": []
    },
    {
      "name": "DashboardAltAddOn",
      "fields": []
    },
    {
      "name": "VendorHWorkloadIdentityAddOn",
      "fields": [
        {
          "name": "tenantId",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBWorkloadIdentityAddOn",
      "fields": []
    },
    {
      "name": "LocalPathStorageAddOn",
      "fields": []
    },
    {
      "name": "MetricsAddOn",
      "fields": [
        {
          "name": "kubeState",
          "kind": "scalar"
        },
        {
          "name": "coreDns",
          "kind": "scalar"
        },
        {
          "name": "kubelet",
          "kind": "scalar"
        },
        {
          "name": "apiserver",
          "kind": "scalar"
        },
        {
          "name": "nodeExporter",
          "kind": "scalar"
        },
        {
          "name": "cadvisor",
          "kind": "scalar"
        },
        {
          "name": "scrapeAnnotated",
          "kind": "object",
          "type": "MetricsScrapeAnnotated"
        }
      ]
    },
    {
      "name": "MetricsScrapeAnnotated",
      "fields": [
        {
          "name": "intervalSeconds",
          "kind": "scalar"
        },
        {
          "name": "includeNamespaces",
          "kind": "scalar"
        },
        {
          "name": "excludeNamespaces",
          "kind": "scalar"
        },
        {
          "name": "retainLabels",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "LogsAddOn",
      "fields": [
        {
          "name": "auditEnabled",
          "kind": "scalar"
        },
        {
          "name": "includeNamespaces",
          "kind": "scalar"
        },
        {
          "name": "excludeNamespaces",
          "kind": "scalar"
        },
        {
          "name": "docker",
          "kind": "scalar"
        },
        {
          "name": "kubelet",
          "kind": "scalar"
        },
        {
          "name": "kernel",
          "kind": "scalar"
        },
        {
          "name": "events",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "RegistryMirrorAddOn",
      "fields": [
        {
          "name": "mirrors",
          "kind": "keyed-array",
          "type": "RegistryMirror",
          "key": "registry"
        }
      ]
    },
    {
      "name": "RegistryMirror",
      "fields": [
        {
          "name": "registry",
          "kind": "scalar",
          "required": true,
          "renamable": true
        },
        {
          "name": "mirrors",
          "kind": "scalar-array"
        }
      ]
    },
    {
      "name": "VendorKAddOn",
      "fields": [
        {
          "name": "taintGPUNodes",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBEfsAddOn",
      "fields": [
        {
          "name": "roleArn",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "VendorBEcrAddOn",
      "fields": [
        {
          "name": "roleArn",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBElbAddOn",
      "fields": [
        {
          "name": "roleArn",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorHAcrAddOn",
      "fields": [
        {
          "name": "clientId",
          "kind": "scalar",
          "required": true
        }
      ]
    },
    {
      "name": "SysboxAddOn",
      "fields": []
    },
    {
      "name": "ByokAddOn",
      "fields": [
        {
          "name": "ignoreUpdates",
          "kind": "scalar"
        },
        {
          "name": "location",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "config",
          "kind": "object",
          "type": "ByokConfig"
        }
      ]
    },
    {
      "name": "ByokConfig",
      "fields": [
        {
          "name": "actuator",
          "kind": "object",
          "type": "ByokActuator"
        },
        {
          "name": "middlebox",
          "kind": "object",
          "type": "ByokMiddlebox"
        },
        {
          "name": "common",
          "kind": "object",
          "type": "ByokCommon"
        },
        {
          "name": "longhorn",
          "kind": "object",
          "type": "ByokLonghorn"
        },
        {
          "name": "byok",
          "kind": "object",
          "type": "ByokStorageClasses"
        },
        {
          "name": "ingress",
          "kind": "object",
          "type": "ByokIngress"
        },
        {
          "name": "istio",
          "kind": "object",
          "type": "ByokIstio"
        },
        {
          "name": "logSplitter",
          "kind": "object",
          "type": "ByokLogSplitter"
        },
        {
          "name": "monitoring",
          "kind": "object",
          "type": "ByokMonitoring"
        },
        {
          "name": "redis",
          "kind": "object",
          "type": "ByokRedis"
        },
        {
          "name": "redisHa",
          "kind": "object",
          "type": "ByokRedisHa"
        },
        {
          "name": "redisSentinel",
          "kind": "object",
          "type": "ByokRedisSentinel"
        },
        {
          "name": "tempoAgent",
          "kind": "object",
          "type": "ByokTempoAgent"
        },
        {
          "name": "internalDns",
          "kind": "object",
          "type": "ByokInternalDns"
        }
      ]
    },
    {
      "name": "ByokActuator",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        },
        {
          "name": "logLevel",
          "kind": "scalar"
        },
        {
          "name": "env",
          "kind": "map"
        }
      ]
    },
    {
      "name": "ByokMiddlebox",
      "fields": [
        {
          "name": "enabled",
          "kind": "scalar"
        },
        {
          "name": "bandwidthAlertMbps",
          "kind": "scalar"
        },
        {
          "name": "port",
          "kind": "scalar"
        },
        {
          "name": "ip",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokCommon",
      "fields": [
        {
          "name": "deploymentReplicas",
          "kind": "scalar"
        },
        {
          "name": "pdb",
          "kind": "object",
          "type": "ByokPodDisruptionBudget"
        }
      ]
    },
    {
      "name": "ByokPodDisruptionBudget",
      "fields": [
        {
          "name": "maxUnavailable",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokLonghorn",
      "fields": [
        {
          "name": "numberOfReplicas",
          "kind": "scalar"
        },
        {
          "name": "replicas",
          "kind": "scalar"
        },
        {
          "name": "isDefault",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokStorageClasses",
      "fields": [
        {
          "name": "noDefaultStorageClasses",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokIngress",
      "fields": [
        {
          "name": "cpu",
          "kind": "scalar"
        },
        {
          "name": "memory",
          "kind": "scalar"
        },
        {
          "name": "targetPercent",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokIstio",
      "fields": [
        {
          "name": "istiod",
          "kind": "object",
          "type": "ByokIstiod"
        },
        {
          "name": "ingressgateway",
          "kind": "object",
          "type": "ByokIstioIngressGateway"
        },
        {
          "name": "sidecar",
          "kind": "object",
          "type": "ByokIstioSidecar"
        }
      ]
    },
    {
      "name": "ByokIstiod",
      "fields": [
        {
          "name": "replicas",
          "kind": "scalar"
        },
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        },
        {
          "name": "pdb",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokIstioIngressGateway",
      "fields": [
        {
          "name": "replicas",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokIstioSidecar",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokLogSplitter",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        },
        {
          "name": "memBufferSize",
          "kind": "scalar"
        },
        {
          "name": "perPodRate",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokMonitoring",
      "fields": [
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        },
        {
          "name": "kubeStateMetrics",
          "kind": "object",
          "type": "ByokKubeStateMetrics"
        },
        {
          "name": "prometheus",
          "kind": "object",
          "type": "ByokPrometheus"
        },
        {
          "name": "remoteWrite",
          "kind": "keyed-array",
          "type": "RemoteWrite",
          "key": "url"
        },
        {
          "name": "externalLabels",
          "kind": "map"
        }
      ]
    },
    {
      "name": "ByokKubeStateMetrics",
      "fields": [
        {
          "name": "minMemory",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokPrometheus",
      "fields": [
        {
          "name": "main",
          "kind": "object",
          "type": "ByokPrometheusMain"
        }
      ]
    },
    {
      "name": "ByokPrometheusMain",
      "fields": [
        {
          "name": "storage",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "RemoteWrite",
      "fields": [
        {
          "name": "url",
          "kind": "scalar",
          "required": true
        },
        {
          "name": "basic_auth",
          "kind": "object",
          "type": "RemoteWriteBasicAuth"
        },
        {
          "name": "authorization",
          "kind": "object",
          "type": "RemoteWriteAuthorization"
        },
        {
          "name": "oauth2",
          "kind": "free-form"
        },
        {
          "name": "follow_redirects",
          "kind": "scalar"
        },
        {
          "name": "enable_http2",
          "kind": "scalar"
        },
        {
          "name": "tls_config",
          "kind": "free-form"
        },
        {
          "name": "proxy_url",
          "kind": "scalar"
        },
        {
          "name": "no_proxy",
          "kind": "scalar"
        },
        {
          "name": "proxy_from_environment",
          "kind": "scalar"
        },
        {
          "name": "proxy_connect_header",
          "kind": "free-form"
        },
        {
          "name": "http_headers",
          "kind": "free-form"
        },
        {
          "name": "remote_timeout",
          "kind": "scalar"
        },
        {
          "name": "headers",
          "kind": "free-form"
        },
        {
          "name": "write_relabel_configs",
          "kind": "unkeyed-array"
        },
        {
          "name": "name",
          "kind": "scalar"
        },
        {
          "name": "send_exemplars",
          "kind": "scalar"
        },
        {
          "name": "send_native_histograms",
          "kind": "scalar"
        },
        {
          "name": "vendorB_sigv4",
          "kind": "free-form"
        },
        {
          "name": "vendorH_ad",
          "kind": "free-form"
        },
        {
          "name": "vendorJ_iam",
          "kind": "free-form"
        },
        {
          "name": "queue_config",
          "kind": "free-form"
        }
      ]
    },
    {
      "name": "RemoteWriteBasicAuth",
      "fields": [
        {
          "name": "username",
          "kind": "scalar"
        },
        {
          "name": "username_file",
          "kind": "scalar"
        },
        {
          "name": "password",
          "kind": "scalar"
        },
        {
          "name": "password_file",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "RemoteWriteAuthorization",
      "fields": [
        {
          "name": "type",
          "kind": "scalar"
        },
        {
          "name": "credentials",
          "kind": "scalar"
        },
        {
          "name": "credentials_file",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokRedis",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        },
        {
          "name": "storage",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokRedisHa",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        },
        {
          "name": "storage",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokRedisSentinel",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        },
        {
          "name": "storage",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokTempoAgent",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokInternalDns",
      "fields": [
        {
          "name": "minCpu",
          "kind": "scalar"
        },
        {
          "name": "maxCpu",
          "kind": "scalar"
        },
        {
          "name": "minMemory",
          "kind": "scalar"
        },
        {
          "name": "maxMemory",
          "kind": "scalar"
        }
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
        "$replace/tags",
        "$replace/spec"
      ]
    },
    {
      "name": "ClusterTagsPatch",
      "kind": "map",
      "source": "ClusterTags",
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
        "$drop/firewall",
        "$retain/firewall",
        "$patch/firewall",
        "$append/firewall",
        "$replace/provider",
        "$replace/addOns"
      ]
    },
    {
      "name": "ProviderPatch",
      "kind": "object",
      "source": "ProviderCreate",
      "operators": [
        "$drop",
        "$replace/generic",
        "$replace/vendorA",
        "$replace/vendorB",
        "$replace/vendorC",
        "$replace/vendorD",
        "$replace/vendorE",
        "$replace/vendorF",
        "$replace/ephemeral",
        "$replace/vendorG",
        "$replace/vendorH",
        "$replace/vendorI",
        "$replace/vendorJ"
      ]
    },
    {
      "name": "GenericProviderPatch",
      "kind": "object",
      "source": "GenericProvider",
      "operators": [
        "$drop",
        "$replace/networking",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools"
      ]
    },
    {
      "name": "NetworkingFullPatch",
      "kind": "object",
      "source": "NetworkingFull",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "NodePoolBasePatch",
      "kind": "element",
      "source": "NodePoolBase",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "StringMapPatch",
      "kind": "map",
      "source": "StringMap",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "TaintPatch",
      "kind": "element",
      "source": "Taint",
      "identifier": "key",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorAProviderPatch",
      "kind": "object",
      "source": "VendorAProviderCreate",
      "operators": [
        "$drop",
        "$replace/vendorALabels",
        "$replace/networking",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$drop/dedicatedServerNodePools",
        "$retain/dedicatedServerNodePools",
        "$patch/dedicatedServerNodePools",
        "$append/dedicatedServerNodePools",
        "$replace/autoscaler",
        "$replace/floatingIPSelector"
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
      "name": "AutoscalerPatch",
      "kind": "object",
      "source": "Autoscaler",
      "operators": [
        "$drop",
        "$drop/expander",
        "$retain/expander",
        "$append/expander"
      ]
    },
    {
      "name": "VendorANodePoolPatch",
      "kind": "element",
      "source": "VendorANodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "VendorBProviderPatch",
      "kind": "object",
      "source": "VendorBProvider",
      "operators": [
        "$drop",
        "$replace/vendorBTags",
        "$replace/networking",
        "$replace/image",
        "$drop/deployRoleChain",
        "$retain/deployRoleChain",
        "$patch/deployRoleChain",
        "$append/deployRoleChain",
        "$drop/securityGroupIds",
        "$retain/securityGroupIds",
        "$append/securityGroupIds",
        "$drop/extraNodePolicies",
        "$retain/extraNodePolicies",
        "$append/extraNodePolicies",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$replace/autoscaler"
      ]
    },
    {
      "name": "VendorBImagePatch",
      "kind": "object",
      "source": "VendorBImage",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorBDeployRolePatch",
      "kind": "element",
      "source": "VendorBDeployRole",
      "identifier": "roleArn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorBNodePoolPatch",
      "kind": "element",
      "source": "VendorBNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints",
        "$drop/instanceTypes",
        "$retain/instanceTypes",
        "$append/instanceTypes",
        "$replace/overrideImage",
        "$drop/subnetIds",
        "$retain/subnetIds",
        "$append/subnetIds",
        "$drop/extraSecurityGroupIds",
        "$retain/extraSecurityGroupIds",
        "$append/extraSecurityGroupIds",
        "$replace/cpuOptions"
      ]
    },
    {
      "name": "VendorBCpuOptionsPatch",
      "kind": "object",
      "source": "VendorBCpuOptions",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorCProviderPatch",
      "kind": "object",
      "source": "VendorCProviderCreate",
      "operators": [
        "$drop",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$drop/authorizedUsers",
        "$retain/authorizedUsers",
        "$append/authorizedUsers",
        "$drop/authorizedKeys",
        "$retain/authorizedKeys",
        "$append/authorizedKeys",
        "$replace/networking",
        "$replace/autoscaler"
      ]
    },
    {
      "name": "VendorCNodePoolPatch",
      "kind": "element",
      "source": "VendorCNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "VendorDProviderPatch",
      "kind": "object",
      "source": "VendorDProvider",
      "operators": [
        "$drop",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$drop/sshKeys",
        "$retain/sshKeys",
        "$append/sshKeys",
        "$drop/unmanagedNodePools",
        "$retain/unmanagedNodePools",
        "$patch/unmanagedNodePools",
        "$append/unmanagedNodePools",
        "$replace/autoscaler"
      ]
    },
    {
      "name": "VendorDNodePoolPatch",
      "kind": "element",
      "source": "VendorDNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "VendorEProviderPatch",
      "kind": "object",
      "source": "VendorEProvider",
      "operators": [
        "$drop",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$drop/unmanagedNodePools",
        "$retain/unmanagedNodePools",
        "$patch/unmanagedNodePools",
        "$append/unmanagedNodePools",
        "$replace/autoscaler",
        "$drop/fileSystems",
        "$retain/fileSystems",
        "$append/fileSystems"
      ]
    },
    {
      "name": "VendorENodePoolPatch",
      "kind": "element",
      "source": "VendorENodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "VendorFProviderPatch",
      "kind": "object",
      "source": "VendorFProvider",
      "operators": [
        "$drop",
        "$drop/sharedDrives",
        "$retain/sharedDrives",
        "$append/sharedDrives",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$replace/autoscaler",
        "$drop/unmanagedNodePools",
        "$retain/unmanagedNodePools",
        "$patch/unmanagedNodePools",
        "$append/unmanagedNodePools",
        "$drop/userIds",
        "$retain/userIds",
        "$append/userIds"
      ]
    },
    {
      "name": "VendorFNodePoolPatch",
      "kind": "element",
      "source": "VendorFNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "EphemeralProviderPatch",
      "kind": "object",
      "source": "EphemeralProvider",
      "operators": [
        "$drop",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools"
      ]
    },
    {
      "name": "EphemeralNodePoolPatch",
      "kind": "element",
      "source": "EphemeralNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "VendorGProviderPatch",
      "kind": "object",
      "source": "VendorGProviderCreate",
      "operators": [
        "$drop",
        "$replace/connection",
        "$replace/networking",
        "$replace/loadBalancer",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$drop/sshKeys",
        "$retain/sshKeys",
        "$append/sshKeys",
        "$replace/autoscaler"
      ]
    },
    {
      "name": "VendorGConnectionPatch",
      "kind": "object",
      "source": "VendorGConnection",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorGLoadBalancerPatch",
      "kind": "object",
      "source": "VendorGLoadBalancer",
      "operators": [
        "$drop",
        "$replace/manual",
        "$replace/none",
        "$replace/gateway"
      ]
    },
    {
      "name": "VendorGManualLoadBalancerPatch",
      "kind": "object",
      "source": "VendorGManualLoadBalancer",
      "operators": [
        "$drop",
        "$drop/privateNetworkIds",
        "$retain/privateNetworkIds",
        "$append/privateNetworkIds",
        "$replace/metadata",
        "$replace/tags",
        "$replace/logging"
      ]
    },
    {
      "name": "VendorGLoadBalancerLoggingPatch",
      "kind": "object",
      "source": "VendorGLoadBalancerLogging",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorGNoLoadBalancerPatch",
      "kind": "object",
      "source": "VendorGNoLoadBalancer",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorGGatewayLoadBalancerPatch",
      "kind": "object",
      "source": "VendorGGatewayLoadBalancer",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorGNodePoolPatch",
      "kind": "element",
      "source": "VendorGNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints",
        "$drop/privateNetworkIds",
        "$retain/privateNetworkIds",
        "$append/privateNetworkIds",
        "$replace/vendorGTags"
      ]
    },
    {
      "name": "VendorHProviderPatch",
      "kind": "object",
      "source": "VendorHProvider",
      "operators": [
        "$drop",
        "$replace/networking",
        "$replace/image",
        "$drop/sshKeys",
        "$retain/sshKeys",
        "$append/sshKeys",
        "$replace/tags",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$replace/autoscaler"
      ]
    },
    {
      "name": "VendorHImagePatch",
      "kind": "object",
      "source": "VendorHImage",
      "operators": [
        "$drop",
        "$replace/reference"
      ]
    },
    {
      "name": "VendorHImageReferencePatch",
      "kind": "object",
      "source": "VendorHImageReference",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorHNodePoolPatch",
      "kind": "element",
      "source": "VendorHNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints",
        "$drop/zones",
        "$retain/zones",
        "$append/zones",
        "$replace/overrideImage"
      ]
    },
    {
      "name": "VendorIProviderPatch",
      "kind": "object",
      "source": "VendorIProviderCreate",
      "operators": [
        "$drop",
        "$drop/vendorITags",
        "$retain/vendorITags",
        "$append/vendorITags",
        "$replace/networking",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$drop/sshKeys",
        "$retain/sshKeys",
        "$append/sshKeys",
        "$drop/extraSshKeys",
        "$retain/extraSshKeys",
        "$append/extraSshKeys",
        "$replace/autoscaler",
        "$drop/reservedIPs",
        "$retain/reservedIPs",
        "$append/reservedIPs"
      ]
    },
    {
      "name": "VendorINodePoolPatch",
      "kind": "element",
      "source": "VendorINodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints"
      ]
    },
    {
      "name": "VendorJProviderPatch",
      "kind": "object",
      "source": "VendorJProvider",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/tags",
        "$retain/tags",
        "$append/tags",
        "$replace/metadata",
        "$replace/networking",
        "$replace/image",
        "$drop/nodePools",
        "$retain/nodePools",
        "$patch/nodePools",
        "$append/nodePools",
        "$replace/autoscaler"
      ]
    },
    {
      "name": "VendorJImagePatch",
      "kind": "object",
      "source": "VendorJImage",
      "operators": [
        "$drop",
        "$replace/family"
      ]
    },
    {
      "name": "VendorJImageFamilyPatch",
      "kind": "object",
      "source": "VendorJImageFamily",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorJNodePoolPatch",
      "kind": "element",
      "source": "VendorJNodePool",
      "identifier": "name",
      "operators": [
        "$drop",
        "$replace/labels",
        "$drop/taints",
        "$retain/taints",
        "$patch/taints",
        "$append/taints",
        "$replace/overrideImage"
      ]
    },
    {
      "name": "AddOnsPatch",
      "kind": "object",
      "source": "AddOns",
      "operators": [
        "$drop",
        "$replace/dashboard",
        "$replace/dashboardAlt",
        "$replace/vendorHWorkloadIdentity",
        "$replace/vendorBWorkloadIdentity",
        "$replace/localPathStorage",
        "$replace/metrics",
        "$replace/logs",
        "$replace/registryMirror",
        "$replace/vendorK",
        "$replace/vendorBEFS",
        "$replace/vendorBECR",
        "$replace/vendorBELB",
        "$replace/vendorHACR",
        "$replace/sysbox",
        "$replace/byok"
      ]
    },
    {
      "name": "DashboardAddOnPatch",
      "kind": "object",
      "source": "DashboardAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "DashboardAltAddOnPatch",
      "kind": "object",
      "source": "DashboardAltAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorHWorkloadIdentityAddOnPatch",
      "kind": "object",
      "source": "VendorHWorkloadIdentityAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorBWorkloadIdentityAddOnPatch",
      "kind": "object",
      "source": "VendorBWorkloadIdentityAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "LocalPathStorageAddOnPatch",
      "kind": "object",
      "source": "LocalPathStorageAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "MetricsAddOnPatch",
      "kind": "object",
      "source": "MetricsAddOn",
      "operators": [
        "$drop",
        "$replace/scrapeAnnotated"
      ]
    },
    {
      "name": "MetricsScrapeAnnotatedPatch",
      "kind": "object",
      "source": "MetricsScrapeAnnotated",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "LogsAddOnPatch",
      "kind": "object",
      "source": "LogsAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "RegistryMirrorAddOnPatch",
      "kind": "object",
      "source": "RegistryMirrorAddOn",
      "operators": [
        "$drop",
        "$drop/mirrors",
        "$retain/mirrors",
        "$patch/mirrors",
        "$append/mirrors"
      ]
    },
    {
      "name": "RegistryMirrorPatch",
      "kind": "element",
      "source": "RegistryMirror",
      "identifier": "registry",
      "operators": [
        "$drop",
        "$replace/registry",
        "$drop/mirrors",
        "$retain/mirrors",
        "$append/mirrors"
      ]
    },
    {
      "name": "VendorKAddOnPatch",
      "kind": "object",
      "source": "VendorKAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorBEfsAddOnPatch",
      "kind": "object",
      "source": "VendorBEfsAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorBEcrAddOnPatch",
      "kind": "object",
      "source": "VendorBEcrAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorBElbAddOnPatch",
      "kind": "object",
      "source": "VendorBElbAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "VendorHAcrAddOnPatch",
      "kind": "object",
      "source": "VendorHAcrAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "SysboxAddOnPatch",
      "kind": "object",
      "source": "SysboxAddOn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokAddOnPatch",
      "kind": "object",
      "source": "ByokAddOn",
      "operators": [
        "$drop",
        "$replace/config"
      ]
    },
    {
      "name": "ByokConfigPatch",
      "kind": "object",
      "source": "ByokConfig",
      "operators": [
        "$drop",
        "$replace/actuator",
        "$replace/middlebox",
        "$replace/common",
        "$replace/longhorn",
        "$replace/byok",
        "$replace/ingress",
        "$replace/istio",
        "$replace/logSplitter",
        "$replace/monitoring",
        "$replace/redis",
        "$replace/redisHa",
        "$replace/redisSentinel",
        "$replace/tempoAgent",
        "$replace/internalDns"
      ]
    },
    {
      "name": "ByokActuatorPatch",
      "kind": "object",
      "source": "ByokActuator",
      "operators": [
        "$drop",
        "$replace/env"
      ]
    },
    {
      "name": "ByokMiddleboxPatch",
      "kind": "object",
      "source": "ByokMiddlebox",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokCommonPatch",
      "kind": "object",
      "source": "ByokCommon",
      "operators": [
        "$drop",
        "$replace/pdb"
      ]
    },
    {
      "name": "ByokPodDisruptionBudgetPatch",
      "kind": "object",
      "source": "ByokPodDisruptionBudget",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokLonghornPatch",
      "kind": "object",
      "source": "ByokLonghorn",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokStorageClassesPatch",
      "kind": "object",
      "source": "ByokStorageClasses",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokIngressPatch",
      "kind": "object",
      "source": "ByokIngress",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokIstioPatch",
      "kind": "object",
      "source": "ByokIstio",
      "operators": [
        "$drop",
        "$replace/istiod",
        "$replace/ingressgateway",
        "$replace/sidecar"
      ]
    },
    {
      "name": "ByokIstiodPatch",
      "kind": "object",
      "source": "ByokIstiod",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokIstioIngressGatewayPatch",
      "kind": "object",
      "source": "ByokIstioIngressGateway",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokIstioSidecarPatch",
      "kind": "object",
      "source": "ByokIstioSidecar",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokLogSplitterPatch",
      "kind": "object",
      "source": "ByokLogSplitter",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokMonitoringPatch",
      "kind": "object",
      "source": "ByokMonitoring",
      "operators": [
        "$drop",
        "$replace/kubeStateMetrics",
        "$replace/prometheus",
        "$drop/remoteWrite",
        "$retain/remoteWrite",
        "$patch/remoteWrite",
        "$append/remoteWrite",
        "$replace/externalLabels"
      ]
    },
    {
      "name": "ByokKubeStateMetricsPatch",
      "kind": "object",
      "source": "ByokKubeStateMetrics",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokPrometheusPatch",
      "kind": "object",
      "source": "ByokPrometheus",
      "operators": [
        "$drop",
        "$replace/main"
      ]
    },
    {
      "name": "ByokPrometheusMainPatch",
      "kind": "object",
      "source": "ByokPrometheusMain",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "RemoteWritePatch",
      "kind": "element",
      "source": "RemoteWrite",
      "identifier": "url",
      "operators": [
        "$drop",
        "$replace/basic_auth",
        "$replace/authorization",
        "$replace/oauth2",
        "$replace/tls_config",
        "$replace/proxy_connect_header",
        "$replace/http_headers",
        "$replace/headers",
        "$drop/write_relabel_configs",
        "$retain/write_relabel_configs",
        "$patch/write_relabel_configs",
        "$append/write_relabel_configs",
        "$replace/vendorB_sigv4",
        "$replace/vendorH_ad",
        "$replace/vendorJ_iam",
        "$replace/queue_config"
      ]
    },
    {
      "name": "RemoteWriteBasicAuthPatch",
      "kind": "object",
      "source": "RemoteWriteBasicAuth",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "RemoteWriteAuthorizationPatch",
      "kind": "object",
      "source": "RemoteWriteAuthorization",
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
      "name": "WriteRelabelConfigPatch",
      "kind": "unkeyed-element",
      "source": "FreeFormObject",
      "operators": [
        "$drop",
        "$replace/"
      ]
    },
    {
      "name": "ByokRedisPatch",
      "kind": "object",
      "source": "ByokRedis",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokRedisHaPatch",
      "kind": "object",
      "source": "ByokRedisHa",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokRedisSentinelPatch",
      "kind": "object",
      "source": "ByokRedisSentinel",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokTempoAgentPatch",
      "kind": "object",
      "source": "ByokTempoAgent",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "ByokInternalDnsPatch",
      "kind": "object",
      "source": "ByokInternalDns",
      "operators": [
        "$drop"
      ]
    },
    {
      "name": "FirewallEntryPatch",
      "kind": "element",
      "source": "FirewallEntry",
      "identifier": "sourceCIDR",
      "operators": [
        "$drop"
      ]
    }
  ],
  "maxBytes": 1048576,
  "maxItems": 1000
};
