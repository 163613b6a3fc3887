// The arrows of docs/ARCHITECTURE.md, checked on every import (`npm run deps`, run by CI). Tests may reach across
// parts to compare them (the agreement tests) but production code may not.
const TEST = '(\\.test\\.tsx?$|(^|/)testing(\\.ts$|/)|\\.testing\\.ts$|^e2e/|^bench/|^scripts/)';
// The storefront's rooms (docs/ARCHITECTURE.md): features, the shared rooms they use, and the shell that composes them.
const FEATURES = 'admin|cart|catalog|checkout|designer|discovery|product-options';
const SHARED = 'ui|common|data|api|shared';
const SHELL = '^storefront/(app/|layout/|main\\.tsx$|entry-server\\.tsx$)';

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
      name: 'features-import-no-feature',
      severity: 'error',
      comment: 'A storefront feature uses the shared rooms (ui, common, data, api, shared), never another feature.',
      from: { path: `^storefront/(${FEATURES})/`, pathNot: TEST },
      to: { path: `^storefront/(${FEATURES})/`, pathNot: '^storefront/$1/' },
    },
    {
      name: 'shared-rooms-import-no-feature',
      severity: 'error',
      comment: 'ui, common, data, api and shared serve every feature, so they import no feature and not the shell.',
      from: { path: `^storefront/(${SHARED})/`, pathNot: TEST },
      to: { path: [`^storefront/(${FEATURES})/`, SHELL] },
    },
    {
      name: 'api-is-the-bottom',
      severity: 'error',
      comment: 'The typed client imports no other storefront room.',
      from: { path: '^storefront/api/', pathNot: TEST },
      to: { path: '^storefront/', pathNot: '^storefront/api/' },
    },
    {
      name: 'shared-rooms-point-down',
      severity: 'error',
      comment: 'shared -> common -> data -> api: a helper never reaches up to the pieces that use it.',
      from: { path: '^storefront/common/', pathNot: TEST },
      to: { path: '^storefront/shared/' },
    },
    {
      name: 'data-over-the-client-alone',
      severity: 'error',
      comment: 'A data module is calls over the typed client: it imports no component, helper or shared piece.',
      from: { path: '^storefront/data/', pathNot: TEST },
      to: { path: '^storefront/', pathNot: '^storefront/(data|api)/' },
    },
    {
      name: 'only-the-shell-imports-the-shell',
      severity: 'error',
      comment: 'app/ and layout/ compose the features; nothing imports them back but themselves and the entry files.',
      from: { path: '^storefront/', pathNot: [SHELL, TEST] },
      to: { path: SHELL },
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
