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
          "required": true
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
      "patch": "ClusterSpecPatch",
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
          "required": true
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
      "patch": "FirewallEntryPatch",
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
      "patch": "ProviderPatch",
      "fields": [
        {
          "name": "generic",
          "kind": "object",
          "type": "GenericProvider"
        },
        {
          "name": "vendorA",
          "kind": "object",
          "type": "VendorAProviderCreate"
        },
        {
          "name": "vendorB",
          "kind": "object",
          "type": "VendorBProvider"
        },
        {
          "name": "vendorC",
          "kind": "object",
          "type": "VendorCProviderCreate"
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
          "type": "VendorGProviderCreate"
        },
        {
          "name": "vendorH",
          "kind": "object",
          "type": "VendorHProvider"
        },
        {
          "name": "vendorI",
          "kind": "object",
          "type": "VendorIProviderCreate"
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
      "patch": "GenericProviderPatch",
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
      "patch": "NetworkingFullPatch",
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
      "patch": "NodePoolBasePatch",
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
      "patch": "TaintPatch",
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
      "patch": "VendorAProviderPatch",
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
          "immutable": true
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
      "patch": "NetworkingDnsPatch",
      "fields": [
        {
          "name": "dnsForwarder",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorANodePool",
      "patch": "VendorANodePoolPatch",
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
      "patch": "AutoscalerPatch",
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
      "patch": "VendorBProviderPatch",
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
      "patch": "VendorBImagePatch",
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
      "patch": "VendorBDeployRolePatch",
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
      "patch": "VendorBNodePoolPatch",
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
      "patch": "VendorBCpuOptionsPatch",
      "fields": [
        {
          "name": "nestedVirtualization",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorCProviderCreate",
      "patch": "VendorCProviderPatch",
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
          "immutable": true
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
      "patch": "VendorCNodePoolPatch",
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
      "patch": "VendorDProviderPatch",
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
      "patch": "VendorDNodePoolPatch",
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
      "patch": "VendorEProviderPatch",
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
      "patch": "VendorENodePoolPatch",
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
      "patch": "VendorFProviderPatch",
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
      "patch": "VendorFNodePoolPatch",
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
      "patch": "EphemeralProviderPatch",
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
      "patch": "EphemeralNodePoolPatch",
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
      "patch": "VendorGProviderPatch",
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
          "immutable": true
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
      "patch": "VendorGConnectionPatch",
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
      "patch": "VendorGLoadBalancerPatch",
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
      "patch": "VendorGManualLoadBalancerPatch",
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
      "patch": "VendorGLoadBalancerLoggingPatch",
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
      "patch": "VendorGNoLoadBalancerPatch",
      "fields": []
    },
    {
      "name": "VendorGGatewayLoadBalancer",
      "patch": "VendorGGatewayLoadBalancerPatch",
      "fields": []
    },
    {
      "name": "VendorGNodePool",
      "patch": "VendorGNodePoolPatch",
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
      "patch": "VendorHProviderPatch",
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
      "patch": "VendorHImagePatch",
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
      "patch": "VendorHImageReferencePatch",
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
      "patch": "VendorHNodePoolPatch",
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
      "patch": "VendorIProviderPatch",
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
          "immutable": true
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
      "patch": "VendorINodePoolPatch",
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
      "patch": "VendorJProviderPatch",
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
      "patch": "VendorJImagePatch",
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
      "patch": "VendorJImageFamilyPatch",
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
      "patch": "VendorJNodePoolPatch",
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
      "patch": "AddOnsPatch",
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
      "patch": "DashboardAddOnPatch",
      "fields": []
    },
    {
      "name": "DashboardAltAddOn",
      "patch": "DashboardAltAddOnPatch",
      "fields": []
    },
    {
      "name": "VendorHWorkloadIdentityAddOn",
      "patch": "VendorHWorkloadIdentityAddOnPatch",
      "fields": [
        {
          "name": "tenantId",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBWorkloadIdentityAddOn",
      "patch": "VendorBWorkloadIdentityAddOnPatch",
      "fields": []
    },
    {
      "name": "LocalPathStorageAddOn",
      "patch": "LocalPathStorageAddOnPatch",
      "fields": []
    },
    {
      "name": "MetricsAddOn",
      "patch": "MetricsAddOnPatch",
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
      "patch": "MetricsScrapeAnnotatedPatch",
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
      "patch": "LogsAddOnPatch",
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
      "patch": "RegistryMirrorAddOnPatch",
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
      "patch": "RegistryMirrorPatch",
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
      "patch": "VendorKAddOnPatch",
      "fields": [
        {
          "name": "taintGPUNodes",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBEfsAddOn",
      "patch": "VendorBEfsAddOnPatch",
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
      "patch": "VendorBEcrAddOnPatch",
      "fields": [
        {
          "name": "roleArn",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorBElbAddOn",
      "patch": "VendorBElbAddOnPatch",
      "fields": [
        {
          "name": "roleArn",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "VendorHAcrAddOn",
      "patch": "VendorHAcrAddOnPatch",
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
      "patch": "SysboxAddOnPatch",
      "fields": []
    },
    {
      "name": "ByokAddOn",
      "patch": "ByokAddOnPatch",
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
      "patch": "ByokConfigPatch",
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
      "patch": "ByokActuatorPatch",
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
      "patch": "ByokMiddleboxPatch",
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
      "patch": "ByokCommonPatch",
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
      "patch": "ByokPodDisruptionBudgetPatch",
      "fields": [
        {
          "name": "maxUnavailable",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokLonghorn",
      "patch": "ByokLonghornPatch",
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
      "patch": "ByokStorageClassesPatch",
      "fields": [
        {
          "name": "noDefaultStorageClasses",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokIngress",
      "patch": "ByokIngressPatch",
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
      "patch": "ByokIstioPatch",
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
      "patch": "ByokIstiodPatch",
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
      "patch": "ByokIstioIngressGatewayPatch",
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
      "patch": "ByokIstioSidecarPatch",
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
      "patch": "ByokLogSplitterPatch",
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
      "patch": "ByokMonitoringPatch",
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
      "patch": "ByokKubeStateMetricsPatch",
      "fields": [
        {
          "name": "minMemory",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "ByokPrometheus",
      "patch": "ByokPrometheusPatch",
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
      "patch": "ByokPrometheusMainPatch",
      "fields": [
        {
          "name": "storage",
          "kind": "scalar"
        }
      ]
    },
    {
      "name": "RemoteWrite",
      "patch": "RemoteWritePatch",
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
      "patch": "RemoteWriteBasicAuthPatch",
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
      "patch": "RemoteWriteAuthorizationPatch",
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
      "patch": "ByokRedisPatch",
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
      "patch": "ByokRedisHaPatch",
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
      "patch": "ByokRedisSentinelPatch",
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
      "patch": "ByokTempoAgentPatch",
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
      "patch": "ByokInternalDnsPatch",
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
  ]
};
