// generated from spec/ — do not edit
// Pattern matchers of the validators, one copy for every validator module.
/**
 * Whether a string matches "^[a-z][-a-z0-9]*[a-z0-9]$" (as `new RegExp(pattern, 'u').test` does): -1 when
 * it does not, the string's hash (`hashText` of the validators' runtime) when it does.
 * @internal
 */

export declare const MATCH_1: (text: string) => number;
/**
 * Whether a string matches "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)T(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|23:59:60)(?:\\.[0-9]+)?Z$" (as `new RegExp(pattern, 'u').test` does): -1 when
 * it does not, the string's hash (`hashText` of the validators' runtime) when it does.
 * @internal
 */

export declare const MATCH_UtcDateTime: (text: string) => number;
/**
 * Whether a string matches "^[0-9]+\\.[0-9]+\\.[0-9]+$" (as `new RegExp(pattern, 'u').test` does): -1 when
 * it does not, the string's hash (`hashText` of the validators' runtime) when it does.
 * @internal
 */

export declare const MATCH_KubernetesVersion: (text: string) => number;
/**
 * Whether a string matches "^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:(?:[0-9a-fA-F]{1,4}:){6}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|::(?:[0-9a-fA-F]{1,4}:){5}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,0}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){4}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,1}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){3}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,2}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:){2}(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,3}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}:(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,4}[0-9a-fA-F]{1,4})?::(?:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})|(?:(?:[0-9a-fA-F]{1,4}:){0,5}[0-9a-fA-F]{1,4})?::[0-9a-fA-F]{1,4}|(?:(?:[0-9a-fA-F]{1,4}:){0,6}[0-9a-fA-F]{1,4})?::)(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$" (as `new RegExp(pattern, 'u').test` does): -1 when
 * it does not, the string's hash (`hashText` of the validators' runtime) when it does.
 * @internal
 */

export declare const MATCH_CidrOrAddress: (text: string) => number;
/**
 * Whether a string matches "^(?:/org/[^/\\s]+/|//)[^/\\s]+/[^/\\s]+$" (as `new RegExp(pattern, 'u').test` does): -1 when
 * it does not, the string's hash (`hashText` of the validators' runtime) when it does.
 * @internal
 */

export declare const MATCH_SecretLink: (text: string) => number;
/**
 * Whether a string matches "^(?:0|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+)$" (as `new RegExp(pattern, 'u').test` does): -1 when
 * it does not, the string's hash (`hashText` of the validators' runtime) when it does.
 * @internal
 */

export declare const MATCH_Duration: (text: string) => number;
/**
 * Whether a string matches "^(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$" (as `new RegExp(pattern, 'u').test` does): -1 when
 * it does not, the string's hash (`hashText` of the validators' runtime) when it does.
 * @internal
 */

export declare const MATCH_Quantity: (text: string) => number;
