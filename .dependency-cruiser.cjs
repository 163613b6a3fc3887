// The arrows of docs/ARCHITECTURE.md, checked on every import (`npm run deps`, run by CI). Tests may reach across
// parts to compare them (the agreement tests) but production code may not.
const TEST = '(\\.test\\.tsx?$|(^|/)testing(\\.ts$|/)|\\.testing\\.ts$|^e2e/|^bench/|^scripts/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import circles make load order matter and layers meaningless.', from: {}, to: { circular: true } },
    {
      name: 'rules-are-a-leaf',
      severity: 'error',
      comment: 'rules/ is imported by every part, so it imports none of them (isbot is its one package).',
      from: { path: '^rules/', pathNot: TEST },
      to: { pathNot: ['^rules/', 'node_modules/isbot/'] },
    },
    {
      name: 'editor-engine-is-pure',
      severity: 'error',
      comment: 'The designer engine imports only itself, the shared rules, immer and colord.',
      from: { path: '^editor-engine/', pathNot: TEST },
      to: { pathNot: ['^editor-engine/', '^rules/(?!crawler)', 'node_modules/(immer|colord)/'] },
    },
    {
      name: 'contract-is-schemas',
      severity: 'error',
      comment: 'The contract is zod schemas over the shared rules: no server, storefront or engine code.',
      from: { path: '^contract/', pathNot: TEST },
      to: { pathNot: ['^contract/', '^rules/(?!crawler)', 'node_modules/zod/'] },
    },
    {
      name: 'workers-over-the-engine',
      severity: 'error',
      comment: 'Render jobs use the engine and the rules, never the server or the storefront.',
      from: { path: '^workers/', pathNot: TEST },
      to: { path: '^(server|storefront|contract|fixtures)/' },
    },
    {
      name: 'ui-imports-no-feature',
      severity: 'error',
      comment: 'storefront/ui is generic: features use it, it uses no feature.',
      from: { path: '^storefront/ui/' },
      to: { path: '^storefront/(?!ui/)' },
    },
    {
      name: 'data-calls-in-the-data-layer',
      severity: 'error',
      comment: 'Every server call lives in storefront/data (one module per resource); components never call the client.',
      from: { path: '^storefront/', pathNot: ['^storefront/(data|api)/', TEST] },
      to: { path: '^storefront/api/(client|request)\\.ts$' },
    },
    {
      name: 'storefront-and-server-apart',
      severity: 'error',
      comment: 'They meet in contract/ and rules/, never in each other.',
      from: { path: '^storefront/', pathNot: TEST },
      to: { path: '^server/' },
    },
    { name: 'server-not-storefront', severity: 'error', from: { path: '^server/', pathNot: TEST }, to: { path: '^storefront/' } },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment: 'Business rules are HTTP-free: routes translate, services decide.',
      from: { path: '^server/services/', pathNot: TEST },
      to: { path: ['^server/(http|routes)/', 'node_modules/fastify/', 'node_modules/@fastify/'] },
    },
    {
      name: 'repositories-are-sql-only',
      severity: 'error',
      from: { path: '^server/repositories/', pathNot: TEST },
      to: { path: '^server/(services|routes|http)/' },
    },
    {
      name: 'routes-go-through-services',
      severity: 'error',
      from: { path: '^server/routes/', pathNot: TEST },
      to: { path: '^server/repositories/' },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|qa-report|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
