// generated from spec/ — do not edit
// Validators of the cluster bodies (top-level checks).
const CLUSTER = {"required":["id","name","kind","version","created","lastModified","links","spec"],"members":{"id":["string"],"name":["string"],"kind":["string"],"version":["number"],"description":["string"],"tags":null,"created":["string"],"lastModified":["string"],"links":null,"spec":null,"alias":["string"],"status":null},"operators":false};
const CREATE = {"required":["name","spec"],"members":{"name":["string"],"description":["string"],"tags":null,"spec":null},"operators":false};
const PATCH = {"required":[],"members":{"name":["string"],"description":["string"],"tags":null,"spec":null},"operators":true};
const API_ERROR = {"required":["status","message","code"],"members":{"status":["number"],"message":["string"],"code":["string"],"details":null,"id":["string"]},"operators":false};

function check(value, rule) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [{ path: '', code: 'type', message: 'must be an object' }] };
  }
  const errors = [];
  for (const name of rule.required) {
    if (!Object.hasOwn(value, name)) errors.push({ path: '', code: 'required', message: `missing required member "${name}"` });
  }
  for (const key of Object.keys(value)) {
    const types = Object.hasOwn(rule.members, key) ? rule.members[key] : undefined;
    const pointer = '/' + key.replace(/~/g, '~0').replace(/\//g, '~1');
    if (types === undefined && !(rule.operators && key.startsWith('$'))) {
      errors.push({ path: pointer, code: 'unknown', message: `unknown member "${key}"` });
    } else if (types && !types.includes(typeof value[key])) {
      errors.push({ path: pointer, code: 'type', message: `must be ${types.join(' or ')}` });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

export function validateCluster(value) {
  return check(value, CLUSTER);
}
export function validateClusterCreate(value) {
  return check(value, CREATE);
}
export function validateClusterPatch(value) {
  return check(value, PATCH);
}
export function validateApiError(value) {
  return check(value, API_ERROR);
}
