/**
 * The I-JSON breaches (RFC 7493 §2): a body that repeats a member name is refused whatever the order
 * of its members, before anything is done (`JSON.parse` would let the last one win, so the order would
 * decide what a request does), and so is a name or string holding half of a surrogate pair, and an
 * integer written beyond ±(2^53−1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBody, startTestServer, type TestServer } from '../helpers/reference-server.ts';

let server: TestServer;
const CLUSTER = '/org/acme/mk8s/prod-eu-1';

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: { ...createBody(), tags: { team: 'a' } } });
});
afterAll(() => server.close());

const advice = 'each name may appear once in an object';

describe('a repeated member name', () => {
  it.each([
    ['{"$drop":["description"],"$drop":["tags"]}', 26],
    ['{"$drop":["tags"],"$drop":["description"]}', 19],
  ])('in a patch (%s) is 400 BAD_REQUEST naming it, and nothing is applied', async (text, column) => {
    const answer = await server.call('PATCH', CLUSTER, { text });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: `the request body repeats the member "$drop" at /$drop (line 1, column ${column}); ${advice}`,
      },
    });
    const read = await server.call('GET', CLUSTER);
    expect(read.body).toMatchObject({ version: 1, description: 'first cluster', tags: { team: 'a' } });
  });

  it('in a create body is 400 BAD_REQUEST, and neither cluster is created', async () => {
    const text =
      '{"name":"dk3","name":"dk4","spec":{"version":"1.32.9","provider":{"generic":{"location":"eu-west"}}}}';
    const answer = await server.call('POST', '/org/acme/mk8s', { text });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: `the request body repeats the member "name" at /name (line 1, column 15); ${advice}`,
      },
    });
    for (const name of ['dk3', 'dk4']) {
      expect((await server.call('GET', `/org/acme/mk8s/${name}`)).status).toBe(404);
    }
  });

  it('spelt differently but equal once unescaped is refused too', async () => {
    const answer = await server.call('PATCH', CLUSTER, { text: '{"tags":{"team":"b","te\\u0061m":"c"}}' });
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining('at /tags/team') } });
  });
});

// regression: "\ud800" was stored as given, a string many readers refuse or mangle
describe('half of a surrogate pair', () => {
  const tail = 'JSON sent over a network must be Unicode text (RFC 7493 §2.1)';

  it('in a patch is 400 BAD_REQUEST naming where, and nothing is applied', async () => {
    const answer = await server.call('PATCH', CLUSTER, { text: '{"description":"x\\ud800"}' });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: `the request body holds half of a UTF-16 surrogate pair (\\ud800) without the other in a string at /description (line 1, column 2); ${tail}`,
      },
    });
    expect((await server.call('GET', CLUSTER)).body).toMatchObject({ version: 1, description: 'first cluster' });
  });

  it('in a member name of a create body is 400 BAD_REQUEST, and nothing is created', async () => {
    const text =
      '{"name":"dk5","tags":{"t\\udc00":"x"},"spec":{"version":"1.32.9","provider":{"generic":{"location":"eu-west"}}}}';
    const answer = await server.call('POST', '/org/acme/mk8s', { text });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: expect.stringContaining('in a member name at /tags/t\\udc00 (line 1, column 23)'),
      },
    });
    expect((await server.call('GET', '/org/acme/mk8s/dk5')).status).toBe(404);
  });

  it('is accepted with its other half', async () => {
    const answer = await server.call('PATCH', CLUSTER, { text: '{"tags":{"mood":"\\ud83d\\ude00"}}' });
    expect(answer).toMatchObject({ status: 200, body: { tags: { mood: '😀' } } });
  });
});

// regression: 9007199254740993 was stored as 9007199254740992, and answered so
describe('an integer beyond ±(2^53−1)', () => {
  const tail = 'JSON sent over a network keeps integers within that range (RFC 7493 §2.2)';

  it('in a patch is 400 BAD_REQUEST naming it and where, and nothing is applied', async () => {
    const before = (await server.call('GET', CLUSTER)).body;
    const text = '{"tags":{"n":"1"},\n "spec":{"version":9007199254740993}}';
    const answer = await server.call('PATCH', CLUSTER, { text });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: `the request body holds the integer 9007199254740993 at /spec/version (line 2, column 20), beyond ±9007199254740991 (2^53−1), which JSON readers hold as 9007199254740992; ${tail}`,
      },
    });
    expect((await server.call('GET', CLUSTER)).body).toEqual(before);
  });

  it.each([
    ['a number written with an exponent', '{"spec":{"version":1e20}}'],
    ['a number written with a fraction', '{"spec":{"version":9007199254740993.0}}'],
    ['digits in a string', '{"tags":{"n":"90071992547409930"}}'],
  ])('is not found in %s (the validators judge the value)', async (_name, text) => {
    const answer = await server.call('PATCH', CLUSTER, { text });
    expect(answer.body).not.toMatchObject({ message: expect.stringContaining('RFC 7493 §2.2') });
  });
});

describe('a content coding', () => {
  it('is refused with Accept-Encoding: identity (RFC 9110 §15.5.16); identity is served', async () => {
    const refused = await server.call('PATCH', CLUSTER, {
      text: '{"description":"x"}',
      headers: { 'content-encoding': 'gzip' },
    });
    expect(refused.status).toBe(415);
    expect(refused.headers.get('accept-encoding')).toBe('identity');
    const served = await server.call('PATCH', CLUSTER, {
      text: '{"description":"x"}',
      headers: { 'content-encoding': 'identity' },
    });
    expect(served).toMatchObject({ status: 200, body: { description: 'x' } });
  });
});
