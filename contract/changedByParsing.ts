// Free of zod: the production storefront imports the contract's routes and this, never zod (storefront/api/client.ts).

/**
 * Where parsing an answer would change what was sent, as a path ('' for the whole answer), or undefined when the
 * parsed answer is the sent one (keys the schema does not know may be left over). The storefront reads answers as the
 * server sends them in production, without zod (storefront/api/client.ts): the server checks outside production that
 * no answer relies on a schema's default or transform (server/http/route.ts), and the client does in its tests.
 */
export function changedByParsing(parsed: unknown, sent: unknown, path = ''): string | undefined {
  if (Array.isArray(parsed)) {
    if (!Array.isArray(sent) || sent.length !== parsed.length) return path;
    for (let i = 0; i < parsed.length; i++) {
      const at = changedByParsing(parsed[i], sent[i], `${path}[${i}]`);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  if (typeof parsed === 'object' && parsed !== null) {
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return path;
    for (const [k, v] of Object.entries(parsed)) {
      const at = changedByParsing(v, (sent as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  return Object.is(parsed, sent) ? undefined : path;
}
