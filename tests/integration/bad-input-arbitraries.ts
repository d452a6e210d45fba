import fc from 'fast-check';
import { PUBLIC_URL } from './test-app';

/** A route as the property test sees it: what it reads, and (when documented) the statuses it may answer. */
export interface Route {
  method: string;
  /** With `{name}` for each path parameter. */
  path: string;
  pathParams: string[];
  query: string[];
  /** Body field names worth sending, so bodies reach the rules behind "is it an object". */
  fields: string[];
  statuses?: Set<string>;
  /** Refusals come in our error envelope (better-auth and the docs pages have their own). */
  envelope: boolean;
}

export interface Input {
  who: 'anonymous' | 'cookie' | 'bearer';
  url: string;
  body?: string;
  contentType?: string;
  origin?: string;
  headers: Record<string, string>;
}

/** What a wallet activity cursor looks like, with anything inside. */
const forgedCursor = fc
  .tuple(fc.oneof(fc.bigInt().map(String), fc.string({ maxLength: 8 })), fc.string({ maxLength: 12 }))
  .map((content) => Buffer.from(JSON.stringify(content)).toString('base64url'));

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.uuid(),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'null',
    'true',
    '99999999999999999999',
    '\u0000',
    'HT',
    '+50937123456',
    '../../etc/passwd',
    "' or 1=1 --",
    'x'.repeat(5000),
  ),
  forgedCursor,
);

const value = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 500, 2000, Number.MAX_SAFE_INTEGER + 2, 1e308)) },
  { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const object = (fields: string[]) =>
  fields.length > 0
    ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 })
    : fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 });

const body = (route: Route) =>
  fc.oneof(
    { weight: 6, arbitrary: object(route.fields).map((fields) => JSON.stringify(fields)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.integer({ min: 33, max: 6000 }).map((depth) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `{"a":"${'x'.repeat(70_000)}"}`,
      ),
    },
  );

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const origin = fc.oneof(
  { weight: 8, arbitrary: fc.constant(PUBLIC_URL) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant('https://elsewhere.example') },
);

/** Header values must be printable ASCII, or inject itself refuses to build the request. */
const headerText = text.map((value) => value.replace(/[^\x20-\x7e]/g, '').slice(0, 200));
const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constantFrom('Bearer ', 'Bearer x.y.z', 'Basic YTpi'),
      headerText.map((v) => `Bearer ${v}`),
    ),
    'x-request-id': headerText,
    'x-timezone': headerText,
  },
  { requiredKeys: [] },
);

/** A path segment, percent-encoded; the UTF-8 round trip turns a lone surrogate (which encodeURIComponent refuses) into U+FFFD. */
const segment = (raw: string) => encodeURIComponent(Buffer.from(raw, 'utf8').toString('utf8'));

/** Generated inputs for one route: its path parameters, query, body, headers, and who sends it. */
export function inputFor(route: Route): fc.Arbitrary<Input> {
  const reads = route.method !== 'GET' && route.method !== 'DELETE';
  return fc
    .record({
      who: fc.constantFrom('anonymous', 'cookie', 'bearer') as fc.Arbitrary<Input['who']>,
      params: fc.tuple(...route.pathParams.map(() => fc.oneof(fc.uuid(), text))),
      query: fc.dictionary(fc.constantFrom(...route.query, 'x'), text, { maxKeys: 4 }),
      body: fc.oneof({ weight: reads ? 1 : 9, arbitrary: fc.constant(null) }, { weight: reads ? 9 : 1, arbitrary: body(route) }),
      contentType,
      origin,
      headers,
    })
    .map(({ who, params, query, body: payload, contentType: type, origin: from, headers: extra }) => {
      let i = 0;
      const path = route.path.replace(/\{\w+\}/g, () => segment(params[i++] ?? ''));
      const search = new URLSearchParams(query).toString();
      return {
        who,
        url: search ? `${path}?${search}` : path,
        ...(payload === null ? {} : { body: payload, contentType: type }),
        origin: from,
        headers: extra as Record<string, string>,
      };
    });
}
