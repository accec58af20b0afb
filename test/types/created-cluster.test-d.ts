/**
 * Type tests of `validateCreatedCluster` as a consumer imports it: checked by `npm run typecheck`.
 * The record may be anything (it is checked); the body must be a create body, and a success types
 * the record as a `Cluster`.
 */
import {
  type Cluster,
  type ClusterCreate,
  type ValidationResult,
  validateClusterCreate,
  validateCreatedCluster,
} from '@mk8s/schema';

declare const input: unknown;
declare const record: Cluster;

const checked = validateClusterCreate(input);
if (checked.ok) {
  const body: ClusterCreate = checked.value;
  const answer: ValidationResult<Cluster> = validateCreatedCluster(record, body);
  if (answer.ok) {
    const created: Cluster = answer.value;
    void created;
  } else {
    const pointers: string[] = answer.errors.map((issue) => issue.path);
    void pointers;
  }
  validateCreatedCluster(input, body, Buffer.byteLength(JSON.stringify(record)));
  // @ts-expect-error the body must be a create body the create check accepted, not any value
  validateCreatedCluster(record, input);
  // @ts-expect-error the record's size is a number of bytes
  validateCreatedCluster(record, body, '4096');
}
