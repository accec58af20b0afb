/**
 * The HTTP surface as the server reads it, for what the router alone cannot say: which methods each
 * path of the API offers (from the HTTP surface table, templates/runtime/http/surface.ts: a known
 * path with another method is 405 with `Allow`, not 404), and that the API defines no query
 * parameters (any is refused, so a client that believes in `?dryRun=true` never changes a cluster
 * by mistake). `routes.ts` registers one route per operation of the same table.
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-405-method-not-allowed
 */
import { fillPath, HEADERS, methodsByPath } from '../templates/runtime/http/surface.ts';
import { shorten } from '../templates/runtime/validators/words.ts';
import { ApiProblem } from './errors.ts';
import { pathOf } from './http.ts';

export interface RouteSpec {
  /** Fastify path pattern: `:name` segments match one non-empty path segment. */
  readonly path: string;
  readonly methods: readonly string[];
}

/** `/org/{org}/mk8s` → `/org/:org/mk8s`: a path template as Fastify writes it. */
export function routePath(path: string): string {
  return fillPath(path, (parameter) => `:${parameter}`);
}

/** The paths of the API as Fastify writes them, with the methods each offers. */
export const ROUTES: readonly RouteSpec[] = [...methodsByPath()].map(([path, methods]) => ({
  path: routePath(path),
  methods,
}));

/** A path segment as messages show it: its first 40 characters and `…`, as `quote` shows any value a caller sent. */
const QUOTED_SEGMENT = 41;

/** At most this many query parameter names are repeated in an error body. */
const LISTED_PARAMETERS = 10;
/**
 * Only plain, short names are repeated: an API key is 48 characters, so one pasted into the
 * query by mistake never comes back in a body.
 */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,31}$/;

/** The methods a path offers (with `HEAD` wherever `GET` is, as the server answers it), or `undefined` for an unknown path. */
export function allowedMethods(path: string): string[] | undefined {
  const segments = path.split('/');
  const route = ROUTES.find(({ path: pattern }) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
  if (route === undefined) return undefined;
  return [...route.methods, ...(route.methods.includes('GET') ? ['HEAD'] : [])].sort();
}

/**
 * The answer to a request no route takes: 405 with `Allow` on a known path, else 404. The message
 * names the path with each segment cut to 40 characters, as messages quote what a caller sent (a
 * key pasted into a path does not come back whole), and the whole cut to 512: a request line may be
 * 16 KiB, a message at most 4,096.
 */
export function unroutedProblem(method: string, url: string): ApiProblem {
  const path = pathOf(url);
  const allowed = allowedMethods(path);
  const shown = shorten(
    path
      .split('/')
      .map((segment) => shorten(segment, QUOTED_SEGMENT))
      .join('/'),
    512,
  );
  if (allowed === undefined) return new ApiProblem('NOT_FOUND', `no route for ${method} ${shown}`);
  return new ApiProblem(
    'METHOD_NOT_ALLOWED',
    `${shown} does not offer ${method}; it offers ${allowed.join(', ')}`,
    { allowed },
    { [HEADERS.allow.toLowerCase()]: allowed.join(', ') },
  );
}

/**
 * 400 QUERY_NOT_ALLOWED when the URL carries a query (anything after `?`); `details.parameters`
 * names the plain parameter names (never values), `details.parameterCount` counts them all.
 */
export function queryProblem(url: string): ApiProblem | undefined {
  const mark = url.indexOf('?');
  if (mark === -1 || mark === url.length - 1) return undefined;
  const names = [...new Set(new URLSearchParams(url.slice(mark + 1)).keys())];
  const listed = names.filter((name) => PLAIN_NAME.test(name)).slice(0, LISTED_PARAMETERS);
  const named = listed.length === 0 ? '' : ` (${listed.join(', ')})`;
  return new ApiProblem(
    'QUERY_NOT_ALLOWED',
    `the API defines no query parameters; nothing was done: send the request without its query${named}`,
    { parameters: listed, parameterCount: names.length },
  );
}
