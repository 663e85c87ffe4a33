/**
 * The package graph, checked by `npm run lint:graph` (a step of `npm test`). CONTRIBUTING.md
 * ("Packages") explains the layers; this file enforces them:
 *
 * - no import cycle between modules;
 * - a package imports only packages of the layers below it (PACKAGES, bottom to top), and only
 *   those its own package.json lists: `dependencies` for what it runs, `devDependencies` for what
 *   only its tests and stories use;
 * - another package only through its name and its `exports` (no `../../server/src/...`, no
 *   `@spur/mocks/src/...`: an unexported subpath does not resolve, and fails);
 * - every npm package imported is declared (in the importer's package.json or the root's).
 *
 * Workspace imports are resolved through `node_modules/@spur/*` (preserveSymlinks) so that each
 * one is seen as a package import, checked against the package.json of the importer.
 */
const fs = require('node:fs');
const path = require('node:path');

const I18N = '@spur/i18n';
const CONTRACT = '@spur/contract';
const DOMAIN = '@spur/domain';
const DEMO_DATA = '@spur/demo-data';
const EMAILS = '@spur/emails';
const UI_KIT = '@spur/ui-kit';
const MOCKS = '@spur/mocks';
const SERVER = '@spur/server';
const TEST_KIT = '@spur/test-kit';
const LOCAL_STACK = '@spur/local-stack';
const APP = '@spur/app';

/**
 * Bottom to top. `uses`: what any of its code may import; `testsUse`: what its tests (and
 * stories) may import besides; `demoUses`: what the app's demo mode and stories may import
 * besides.
 */
const PACKAGES = [
  // Languages: the locales, copy in every language, the catalogs' build step. Under everything but the kit.
  { name: I18N, dir: 'server/i18n', uses: [] },
  { name: CONTRACT, dir: 'server/contract', uses: [I18N] },
  { name: DOMAIN, dir: 'server/domain', uses: [I18N, CONTRACT] },
  { name: DEMO_DATA, dir: 'mocks/demo-data', uses: [I18N, CONTRACT, DOMAIN] },
  // The mail templates: rendered by the server (the outbox) and by the demo's Outbox page.
  { name: EMAILS, dir: 'server/emails', uses: [I18N, CONTRACT, DOMAIN] },
  // Independent: a published kit of components takes data as props.
  { name: UI_KIT, dir: 'ui-kit', uses: [], testsUse: [CONTRACT, DEMO_DATA] },
  { name: MOCKS, dir: 'mocks', uses: [I18N, CONTRACT, DOMAIN, DEMO_DATA], testsUse: [TEST_KIT] },
  // Its tests: the contract suite drives the mock backend too; the PGlite run starts the local
  // stack's embedded Postgres (see the rule server-tests-only-embedded-postgres).
  { name: SERVER, dir: 'server', uses: [I18N, CONTRACT, DOMAIN, DEMO_DATA, EMAILS], testsUse: [MOCKS, TEST_KIT, LOCAL_STACK] },
  { name: TEST_KIT, dir: 'server/test-kit', uses: [I18N, CONTRACT, DOMAIN, DEMO_DATA, EMAILS, MOCKS] },
  { name: LOCAL_STACK, dir: 'server/local', uses: [I18N, CONTRACT, DOMAIN, DEMO_DATA, EMAILS, SERVER], testsUse: [TEST_KIT] },
  { name: APP, dir: 'app', uses: [I18N, CONTRACT, DOMAIN, UI_KIT], demoUses: [MOCKS, DEMO_DATA, EMAILS], testsUse: [TEST_KIT, DEMO_DATA] },
  { name: '@spur/e2e', dir: 'e2e', uses: [I18N, CONTRACT, DOMAIN, DEMO_DATA, EMAILS, MOCKS, SERVER, TEST_KIT, LOCAL_STACK] },
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The files of a package: its folder, minus the packages nested in it (server/contract in server). */
const filesOf = (pkg) => {
  const nested = PACKAGES.filter((other) => other !== pkg && other.dir.startsWith(`${pkg.dir}/`));
  const notNested = nested.length > 0 ? `(?!(${nested.map((other) => escapeRegExp(other.dir.slice(pkg.dir.length + 1))).join('|')})/)` : '';
  return `^${escapeRegExp(pkg.dir)}/${notNested}`;
};
const importOf = (names) => `^node_modules/(${names.map(escapeRegExp).join('|')})/`;

// Tests, their helpers and stories; everything in e2e is test code, and so is the server's benchmark.
// The demo build's prerender step is build-time tooling like them: it reads the seed deals' ids.
const TESTS = ['(^|/)(test|tests)/', '\\.(test|spec|stories)\\.tsx?$', '(^|/)vitest\\.config\\.ts$', '^app/src/storybook/', '^e2e/', '^server/bench/', '^app/scripts/prerender-demo\\.mjs$'].join('|');
const inTests = `(?=.*(${TESTS}))`;
// The app's demo mode (the in-browser backend) and its stories.
const APP_DEMO = ['^app/src/demo/', '^app/src/storybook/', '\\.stories\\.tsx$', '(^|/)storyHelpers\\.tsx$'].join('|');

function declared(pkg) {
  const file = path.join(__dirname, pkg.dir, 'package.json');
  if (!fs.existsSync(file)) return { dependencies: [], devDependencies: [] };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const spur = (field) => Object.keys(manifest[field] ?? {}).filter((name) => name.startsWith('@spur/'));
  return { dependencies: spur('dependencies'), devDependencies: spur('devDependencies') };
}

const others = (pkg, allowed) => PACKAGES.map((other) => other.name).filter((name) => name !== pkg.name && !allowed.includes(name));

const packageRules = PACKAGES.flatMap((pkg) => {
  const files = filesOf(pkg);
  const { dependencies, devDependencies } = declared(pkg);
  const testsUse = [...pkg.uses, ...(pkg.testsUse ?? []), ...(pkg.demoUses ?? [])];
  const rules = [
    {
      name: `layers:${pkg.name}`,
      comment: `${pkg.name} may import ${pkg.uses.join(', ') || 'no @spur package'} (CONTRIBUTING.md, "Packages")`,
      severity: 'error',
      from: { path: files, pathNot: [TESTS, ...(pkg.demoUses ? [APP_DEMO] : [])].join('|') },
      to: { path: importOf(others(pkg, pkg.uses)) },
    },
    {
      name: `layers-in-tests:${pkg.name}`,
      comment: `${pkg.name}'s tests and stories may import ${testsUse.join(', ') || 'no @spur package'}`,
      severity: 'error',
      from: { path: `${inTests}${files}` },
      to: { path: importOf(others(pkg, testsUse)) },
    },
    {
      name: `no-deep-import:${pkg.name}`,
      comment: 'Another package is imported by its name, through its exports, never by a relative path into its folder.',
      severity: 'error',
      from: { path: files },
      to: { dependencyTypes: ['local'], path: `^(${PACKAGES.map((other) => escapeRegExp(other.dir)).join('|')})/`, pathNot: files },
    },
    {
      name: `undeclared:${pkg.name}`,
      comment: `every @spur package ${pkg.name} imports is listed in ${pkg.dir}/package.json`,
      severity: 'error',
      from: { path: files },
      to: { path: '^node_modules/@spur/', pathNot: importOf([pkg.name, ...dependencies, ...devDependencies]) },
    },
  ];
  if (devDependencies.length > 0) {
    rules.push({
      name: `dev-only:${pkg.name}`,
      comment: `${devDependencies.join(', ')}: devDependencies of ${pkg.name}, for its tests and stories only`,
      severity: 'error',
      from: { path: files, pathNot: TESTS },
      to: { path: importOf(devDependencies) },
    });
  }
  const demoOnly = (pkg.demoUses ?? []).filter((name) => !(pkg.testsUse ?? []).includes(name));
  if (demoOnly.length > 0) {
    rules.push({
      name: `demo-only:${pkg.name}`,
      comment: `${demoOnly.join(', ')}: for the app's demo mode (src/demo) and stories only, not its screens or tests`,
      severity: 'error',
      from: { path: files, pathNot: APP_DEMO },
      to: { path: importOf(demoOnly) },
    });
  }
  return rules;
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: split the modules or move what both need below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'The import does not resolve: a typo, a missing package, or a subpath the package does not export.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-undeclared-npm',
      comment: 'An npm package imported but listed in no package.json on the way up (the importer\'s or the root\'s).',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'server-tests-only-embedded-postgres',
      comment: 'The server\'s tests use @spur/local-stack for embedded Postgres only (the PGlite run), never the stack.',
      severity: 'error',
      from: { path: '^server/(src|test)/' },
      to: { path: '^node_modules/@spur/local-stack/', pathNot: '^node_modules/@spur/local-stack/src/embeddedPostgres\\.ts$' },
    },
    ...packageRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-demo|dist-ssr|dist-demo-ssr|storybook-static|coverage|\\.output|\\.data)/' },
    tsPreCompilationDeps: true,
    preserveSymlinks: true,
    // Third-party packages may be declared at the root (the shared toolchain: vitest, msw, ...).
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@spur/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
