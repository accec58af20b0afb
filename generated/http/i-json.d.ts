// generated from spec/ — do not edit
// Types of templates/runtime/http/i-json.ts.
/**
* What JSON sent over a network must be besides JSON (I-JSON, RFC 7493): Unicode text, so that no
* member name or string holds half of a UTF-16 surrogate pair without the other (§2.1), and numbers
* every reader holds alike, so that no integer lies beyond ±(2^53−1) (§2.2). The reference server
* refuses a body that breaks a rule, the CLI a file, the validating client a body before it is sent.
* These are rules of text, not of values: the validators, which take JavaScript values, leave them
* to the readers of text. Each reader first tests the text cheaply (`mayHoldLoneSurrogate`,
* `mayHoldUnsafeInteger`) and walks the value only when the test says it may break a rule.
* @see https://www.rfc-editor.org/rfc/rfc7493#section-2.1
*/
export {};
