/**
 * Type tests of the generated package as a consumer imports it: checked by `npm run typecheck`
 * (each `@ts-expect-error` fails the check when the line it guards stops being an error).
 */
import type { Cluster, ClusterCreate, NetworkingDns, Provider, Taint, TaintCreate, VendorBImage } from '@mk8s/schema';

const taint: TaintCreate = { key: 'dedicated', value: 'gpu', effect: 'NoSchedule' };
const sameTaint: Taint = taint;

// @ts-expect-error an effect outside the closed enum
const badEffect: Taint = { key: 'k', effect: 'Sometimes' };

const create: ClusterCreate = {
  name: 'prod-eu-1',
  spec: {
    version: '1.31.5',
    provider: {
      vendorA: {
        region: 'any-region',
        tokenSecretLink: '//secret/token',
        networkId: 'net-1',
        networking: { dnsForwarder: '10.0.0.53' },
      },
    },
  },
};

const createWithId: ClusterCreate = {
  name: 'x1',
  spec: create.spec,
  // @ts-expect-error read-only fields are absent from the create type
  id: 'abc',
};

const newVersion: ClusterCreate['spec']['version'] = '1.99.0'; // open catalogue: new values accepted

// @ts-expect-error exactly one provider: two are rejected
const twoProviders: Provider = { generic: { location: 'here' }, ephemeral: { location: 'there' } };

// @ts-expect-error exactly one image kind
const twoImages: VendorBImage = { recommended: 'a', exact: 'b' };

const dnsOnly: NetworkingDns = { dnsForwarder: '10.0.0.53' };
// @ts-expect-error the DNS-only input shape has no pod network
const dnsWithPods: NetworkingDns = { dnsForwarder: '1.1.1.1', podNetwork: '10.0.0.0/16' };

declare const read: Cluster;
const podNetwork: string | undefined = read.spec.provider.vendorA?.networking?.podNetwork; // read shows full networking
const created: string = read.created;

export {
  badEffect,
  created,
  createWithId,
  dnsOnly,
  dnsWithPods,
  newVersion,
  podNetwork,
  sameTaint,
  twoImages,
  twoProviders,
};
