import type { CallDefinition } from '../../contract';

// Turns a call definition and its parsed payload into a URL and a RequestInit: path parameters filled from the
// payload, the rest sent as a query string (GET or 'query' encoding), multipart form data ('form') or JSON.

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

type Fields = Record<string, unknown>;

/** Fills `:name` and `:name?` segments from the payload; returns the path and the fields left over. */
export function fillPath(path: string, payload: Fields): { path: string; rest: Fields } {
  const rest: Fields = { ...payload };
  const filled = path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`path parameter ${name} is missing`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return { path: filled, rest };
}

function isBlob(v: unknown): v is Blob {
  return typeof Blob !== 'undefined' && v instanceof Blob;
}

/** Flattens nested objects to `a[b][c]` keys; arrays of files repeat their key, other arrays use `a[0]`. */
function flatten(prefix: string, value: unknown, out: [string, string | Blob][]): void {
  if (value === undefined || value === null) return;
  if (isBlob(value)) out.push([prefix, value]);
  else if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(isBlob(item) ? prefix : `${prefix}[${i}]`, item, out));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Fields)) flatten(prefix ? `${prefix}[${k}]` : k, v, out);
  } else out.push([prefix, String(value)]);
}

export function toQuery(fields: Fields): string {
  const entries: [string, string | Blob][] = [];
  flatten('', fields, entries);
  const params = new URLSearchParams();
  for (const [k, v] of entries) if (typeof v === 'string') params.append(k, v);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function toFormData(fields: Fields): FormData {
  const entries: [string, string | Blob][] = [];
  flatten('', fields, entries);
  const form = new FormData();
  for (const [k, v] of entries) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, v, v instanceof File ? v.name : 'blob');
  }
  return form;
}

/**
 * The page's language (<html lang>): the server answers in it, so amounts and messages match the words around them.
 * Without it a Danish browser got Danish amounts ("133,24") on the English page (issue 11).
 */
const pageLanguage = (): string | undefined => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);

export function buildRequest(
  def: Pick<CallDefinition, 'method' | 'path' | 'encoding'>,
  payload: Fields,
  opts: { baseUrl?: string; extraQuery?: Fields; signal?: AbortSignal } = {},
): BuiltRequest {
  const { path, rest } = fillPath(def.path, payload);
  const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const lang = pageLanguage();
  if (lang) headers['accept-language'] = lang;
  const init: RequestInit = { method: def.method, headers, credentials: 'same-origin', signal: opts.signal };
  let query = '';
  if (def.method === 'GET' || def.encoding === 'query') {
    query = toQuery({ ...rest, ...opts.extraQuery });
  } else {
    query = opts.extraQuery ? toQuery(opts.extraQuery) : '';
    if (def.encoding === 'form') init.body = toFormData(rest);
    else {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(rest);
    }
  }
  return { url: `${opts.baseUrl ?? ''}${path}${query}`, init };
}
