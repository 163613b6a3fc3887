import { expect } from 'vitest';
import type { TestShop } from '../testing/testApp';

// The bad-input sweep shared by the route tests: each route of a table gets the same hostile values in each of its
// fields (by kind), an unknown field, a missing required field, bodies that are not a JSON object, broken JSON and an
// oversized body. Every one must be a 4xx with a message the storefront can show: never a 500, never a silent accept.

export interface SweptRoute {
  url: string;
  method?: 'GET' | 'POST';
  valid: Record<string, unknown>;
  /** The valid payload's status (200 unless the call refuses it for a business reason, e.g. an unknown voucher). */
  validStatus?: number;
  numeric?: string[];
  text?: string[];
  flags?: string[];
  idLists?: string[];
  /** Required fields: each left out in turn must be refused. */
  required?: string[];
  /** The schema drops unknown fields instead of refusing them (documented in the contract). */
  extraDropped?: boolean;
  /** The route's own body limit when it takes more than the server's 1 MB (the base64 uploads). */
  bodyLimit?: number;
  /** Whole payloads peculiar to the route that must be refused. */
  refuse?: [string, Record<string, unknown>][];
}

export const hostileNumbers: [string, unknown][] = [
  ['a word', 'abc'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['a negative number', -5],
  ['2^53', 2 ** 53],
  ['an empty string', ''],
  ['an object', { $gt: 1 }],
  ['an array', [1]],
  ['null', null],
  ['true', true],
];

export const hostileTexts: [string, unknown][] = [
  ['an object', { $gt: 1 }],
  ['an array', ['a']],
  ['a number', 42],
  ['null', null],
  ['true', true],
  ['100 KB of text', 'x'.repeat(100_000)],
];

export const hostileFlags: [string, unknown][] = [
  ['a word', 'abc'],
  ['2', 2],
  ['an object', { $gt: 1 }],
  ['null', null],
];

export const hostileIdLists: [string, unknown][] = [
  ['a word', 'abc'],
  ['an object', { $gt: 1 }],
  ['words', ['abc']],
  ['NaN', ['NaN']],
  ['negative ids', [-1]],
  ['2^53', [2 ** 53]],
  ['nested lists', [[1]]],
  ['10,001 ids', Array(10_001).fill(1)],
  ['null', null],
];

let address = 0;
/** Each call of the sweep comes from its own address (tests trust X-Forwarded-For), so no rate limit answers 429. */
const fromNewAddress = () => ({ 'x-forwarded-for': `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });

/** Sends a payload to a route: POST as JSON; GET with :params in the path (optional ones left out when absent). */
export function sender(shop: TestShop, cookies: () => Record<string, string> = () => ({})) {
  const headers = () => ({ ...cookies(), ...fromNewAddress() });
  return (route: SweptRoute, payload: Record<string, unknown>) => {
    if (route.method !== 'GET') return shop.app.inject({ method: 'POST', url: route.url, payload, headers: headers() });
    const rest = { ...payload };
    const url = route.url.replace(/\/:(\w+)(\?)?/g, (_m, name: string) => {
      const value = rest[name];
      delete rest[name];
      return value === undefined ? '' : `/${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`;
    });
    const qs = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    return shop.app.inject({ method: 'GET', url: `${url}${qs.size ? `?${qs}` : ''}`, headers: headers() });
  };
}

export function expectRefusal(r: { statusCode: number; body: string; json(): any }, what: string) {
  expect(r.statusCode, `${what}: rate limited, so not checked`).not.toBe(429);
  expect(r.statusCode, `${what}: ${r.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(r.statusCode, `${what}: ${r.body.slice(0, 300)}`).toBeLessThan(500);
  const body = r.json();
  expect(typeof body.errorMessage, what).toBe('string');
  expect(body.errorMessage.length, what).toBeGreaterThan(5);
  expect(typeof body.errorCode, what).toBe('string');
}

/** Runs the whole sweep on one route. */
export async function sweep(shop: TestShop, route: SweptRoute, send = sender(shop)) {
  const label = (what: string) => `${route.url} ${what}`;
  const kinds: [string[] | undefined, [string, unknown][]][] = [
    [route.numeric, hostileNumbers],
    [route.text, hostileTexts],
    [route.flags, hostileFlags],
    [route.idLists, hostileIdLists],
  ];
  for (const [fields, values] of kinds) {
    for (const field of fields ?? []) {
      for (const [name, value] of values) {
        if (route.method === 'GET' && (value === null || value === true)) continue;
        expectRefusal(await send(route, { ...route.valid, [field]: value }), label(`${field} = ${name}`));
      }
    }
  }
  for (const field of route.required ?? []) {
    const { [field]: _gone, ...missing } = route.valid;
    expectRefusal(await send(route, missing), label(`missing ${field}`));
  }
  for (const [name, payload] of route.refuse ?? []) expectRefusal(await send(route, payload), label(name));
  if (route.method === 'GET') return;
  if (!route.extraDropped) expectRefusal(await send(route, { ...route.valid, surprise: 1 }), label('unknown field'));
  const raw = (payload: string) =>
    shop.app.inject({ method: 'POST', url: route.url, payload, headers: { 'content-type': 'application/json', ...fromNewAddress() } });
  for (const body of ['null', '[1]', '"abc"', '42', '{"a":', '']) expectRefusal(await raw(body), label(`body ${body || '(empty)'}`));
  const huge = await raw(JSON.stringify({ ...route.valid, pad: 'x'.repeat((route.bodyLimit ?? 1024 * 1024) + 100_000) }));
  expect(huge.statusCode, label('oversized body')).toBe(413);
  expectRefusal(huge, label('oversized body'));
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(files: { name: string; type: string; bytes: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = '----atelier' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="${f.name}"\r\ncontent-type: ${f.type}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
