// generated from spec/ — do not edit
// Types of templates/runtime/client/redact.ts.
/**
* Cutting the API key out of what the client reports. A service (or a proxy in front of it) may
* echo the key anywhere in its answer: in the body, in the status text, in a header. JSON may spell
* each of its characters as a `\u` escape (`\u006d` for `m`, any mix of escaped and plain), and a
* URL as a percent escape (`%6D`), so the key is matched in every such spelling, not only as written.
*/
export declare const REDACTED = "[redacted]";
/** `text` with every spelling of `secret` replaced by `[redacted]`. */
export declare function redactText(text: string, secret: string): string;
/**
* A parsed JSON value with every spelling of the key cut out of its strings and member names. A
* value in which no spelling is found is returned as it is.
*/
export declare function redactValue(value: unknown, secret: string): unknown;
