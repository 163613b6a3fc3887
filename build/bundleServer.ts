import { build } from 'esbuild';

/**
 * Bundles the server (server/main.ts) and its render process (server/print/renderWorker.ts, started by renderPool.ts
 * as renderWorker.js beside main.js) into `outdir`, packages left in node_modules. `outdir` must sit two folders below
 * the repository, as dist/server does: paths resolved from import.meta.url (workers/render/node.ts) and the packages
 * resolved from the bundle's folder stay right. `production` compiles NODE_ENV in as 'production' (route.ts stops
 * checking answers against the contract): `npm run build`; the tests' bundle (server/testing/serverBundle.setup.ts)
 * leaves it to the environment, as tsx did. Answers the bundle's size in bytes, its maps included.
 */
export async function bundleServer(outdir: string, { production }: { production: boolean }): Promise<number> {
  const define: Record<string, string> = production ? { 'process.env.NODE_ENV': '"production"' } : {};
  const result = await build({
    entryPoints: { main: 'server/main.ts', renderWorker: 'server/print/renderWorker.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // a deep import kept as written would fail under plain node, whose ESM resolver needs the file's full name
    alias: { 'paper/dist/paper-core': 'paper/dist/paper-core.js' },
    sourcemap: true,
    define,
    logLevel: 'warning',
    metafile: true,
  });
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
}
