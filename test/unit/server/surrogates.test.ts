/** Half of a UTF-16 surrogate pair in a body: found in names and strings, placed, and nothing else refused. */
import { describe, expect, it } from 'vitest';
import { loneSurrogateMessage } from '../../../server/surrogates.ts';

const refusal = (text: string) => loneSurrogateMessage(text, JSON.parse(text));
const tail = '; JSON sent over a network must be Unicode text (RFC 7493 §2.1)';

describe('loneSurrogateMessage', () => {
  it.each([
    ['a string value', '{"description":"\\ud800"}', 'd800', 'a string at /description (line 1, column 2)'],
    ['a member name', '{"tags":\n  {"a\\uDC00": "x"}}', 'dc00', 'a member name at /tags/a\\udc00 (line 2, column 4)'],
    ['an element', '{"a":["ok","x\\ud83d"]}', 'd83d', 'a string at /a/1 (line 1, column 12)'],
    ['a pair in the wrong order', '{"a":"\\ude00\\ud83d"}', 'de00', 'a string at /a (line 1, column 2)'],
    ['a high half before a letter', '["\\ud83dx"]', 'd83d', 'a string at /0 (line 1, column 2)'],
    ['the whole body', '"\\udfff"', 'dfff', 'a string at / (line 1, column 1)'],
  ])('refuses one in %s, naming it and where', (_name, text, unit, where) => {
    expect(refusal(text)).toBe(
      `the request body holds half of a UTF-16 surrogate pair (\\u${unit}) without the other in ${where}${tail}`,
    );
  });

  it.each([
    ['a pair', '{"tags":{"e":"\\ud83d\\ude00"}}'],
    ['a pair written as UTF-8', '{"tags":{"e":"😀"}}'],
    ['an escaped backslash before "ud800"', '{"tags":{"e":"\\\\ud800"}}'],
    ['no escape at all', '{"description":"plain"}'],
    ['other escapes', '{"description":"\\u00e9\\n"}'],
  ])('accepts %s', (_name, text) => {
    expect(refusal(text)).toBeUndefined();
  });

  it('leaves out a pointer longer than 1,000 characters, still giving the place', () => {
    const key = 'k'.repeat(1200);
    expect(refusal(`{"${key}":"\\ud800"}`)).toMatch(/in a string \(line 1, column 2\); JSON sent/);
  });

  it('gives no place below the depth the reader goes to, and still refuses', () => {
    const text = `${'['.repeat(200)}"\\ud800"${']'.repeat(200)}`;
    expect(refusal(text)).toMatch(/^the request body holds half .* in a string at \/0\/0.*\/0; JSON sent/);
  });
});
