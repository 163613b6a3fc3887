import { runnerImport, type Plugin } from 'vite';
import type { Calls } from '../contract/index.ts';

// `import routes from 'virtual:call-routes'`: each call's method, path and encoding, read from contract/ when the
// storefront is built. The production client sends calls with these alone and leaves zod and the schemas out of the
// shopper's browser (storefront/api/client.ts); contract/ stays the one home of every call.

const ID = 'virtual:call-routes';

type Route = { method: 'GET' | 'POST'; path: string; encoding?: 'json' | 'form' | 'query' };

/** The route of every call of the contract, without its schemas. */
export async function callRouteTable(): Promise<Record<string, Route>> {
  // Loaded by Vite's module runner rather than imported by vite.config.ts: the config stays free of the contract.
  const contract = new URL('../contract/index.ts', import.meta.url).pathname;
  const { module } = await runnerImport<{ calls: Calls }>(contract, { configFile: false, logLevel: 'error' });
  return Object.fromEntries(
    Object.entries(module.calls).map(([name, c]): [string, Route] => [
      name,
      { method: c.method, path: c.path, ...(c.encoding ? { encoding: c.encoding } : {}) },
    ]),
  );
}

export function callRoutes(): Plugin {
  let table: Promise<Record<string, Route>> | undefined;
  return {
    name: 'atelier-call-routes',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: async (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(await (table ??= callRouteTable()))};` : undefined),
  };
}
