import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies (`npm run knip`, in .ci/run). Two passes: the default one over everything
// (tests, benchmarks and journeys included), and `--production`, which follows only what ships (the entries marked
// with "!") so that an export used by nothing but its tests is reported: a rule with tests and no caller.
const config: KnipConfig = {
  entry: [
    // the shipped entries ("!": followed in --production too; knip's hint that the first three are redundant holds for
    // the default pass only, hence --no-config-hints in the npm script)
    'server/main.ts!',
    'storefront/main.tsx!',
    'scripts/print-files.ts!',
    'storefront/entry-server.tsx!',
    'workers/*.worker.ts!',
    'build/*.ts!',
    // what vite.config.ts aliases packages' modules to
    'storefront/ui/scrollLock.ts!',
    'storefront/common/syncExternalStore.ts!',
    'scripts/*.{ts,mjs}',
    'scripts/qa/make-assets.ts',
    'bench/*.ts',
    'e2e/**/*.spec.ts',
    // the print render process, started by file name (server/print/renderPool.ts)
    'server/print/renderWorker.ts!',
    // the page e2e/render-worker.spec.ts builds with Vite
    'e2e/pages/render-worker/main.ts',
    // run by hand: writes the catalogue's pictures (npx tsx fixtures/catalog/images/generate.ts)
    'fixtures/catalog/images/generate.ts',
  ],
  project: [
    '**/*.{ts,tsx,mjs}!',
    // tests and what only tests, journeys, benchmarks and hand-run tools use are not shipped code
    '!**/*.test.{ts,tsx}!',
    '!**/testing.ts!',
    '!**/*.testing.ts!',
    '!server/testing/**!',
    '!server/pricing/test-products.ts!',
    '!contract/samples.ts!',
    '!e2e/**!',
    '!bench/**!',
    '!scripts/qa/**!',
    '!scripts/*.test.ts!',
    '!fixtures/catalog/images/**!',
  ],
  // a migration's up() is read through the module's namespace (server/db/migrations/index.ts)
  ignoreIssues: { 'server/db/migrations/0*.ts': ['exports'] },
  // an export used in its own file is a name the module gives, not dead code
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // font files read from node_modules/@fontsource/<family>/files by workers/fonts/catalogue.ts's fontPath
    '@fontsource/.*',
    // read through createRequire (server/catalog/designSources.ts, fixtures/catalog/emojiDesigns.ts)
    'openmoji',
    'emojibase-data',
  ],
  // the benchmarks pin themselves to a core with util-linux's taskset when the machine has it; the print files' test
  // reads PDF boxes with poppler's pdfinfo, a personalised line's picture and page with pdfimages and pdftoppm
  // (Debian's poppler-utils)
  ignoreBinaries: ['taskset', 'pdfinfo', 'pdfimages', 'pdftoppm'],
};

export default config;
