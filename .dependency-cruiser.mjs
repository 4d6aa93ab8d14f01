// The module graph (docs/ARCHITECTURE.md §2 and §6), checked by `npm run depcheck` (part of `npm test`): the
// packages' boundaries, and the server's modules. No exception list: a file that breaks a rule is fixed, not excused.
import fs from 'node:fs';

const SRC = '^apps/server/src/';
const WEB = '^apps/web/';
const CONTRACT = '^packages/contract/';
const MODULES = `${SRC}modules/`;

/** The layers, lowest first. A module may import modules of lower layers only (never one beside or above it). */
const LAYERS = [['files', 'auth'], ['settings'], ['admin'], ['canteens'], ['devices'], ['people'], ['menu'], ['inventory'], ['procurement'], ['marketing'], ['accounts'], ['orders'], ['health'], ['reports']];

// A new module folder must be given a layer before anything else.
const placed = LAYERS.flat();
const present = fs
  .readdirSync(new URL('apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const unplaced = present.filter((m) => !placed.includes(m));
if (unplaced.length) throw new Error(`.dependency-cruiser.mjs: give these server modules a layer in LAYERS: ${unplaced.join(', ')}`);

const any = (names) => `(${names.join('|')})`;
const layerRules = LAYERS.flatMap((layer, rank) => {
  const above = LAYERS.slice(rank + 1).flat();
  return layer.map((m) => {
    const forbidden = [...above, ...layer.filter((other) => other !== m)];
    return {
      name: `layer-${m}`,
      comment: `${m} may import only modules of lower layers (${LAYERS.slice(0, rank).flat().join(', ') || 'none'}): what it needs of a higher one is passed in (a port wired in src/compose.ts)`,
      severity: 'error',
      from: { path: `${MODULES}${m}/` },
      to: { path: `${MODULES}${any(forbidden)}/` },
    };
  });
}).filter((r) => !r.to.path.includes('()'));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: between packages, between modules or inside one',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-face-only',
      comment: "Another module is reached only through its face (modules/<m>/index.ts), never one of its files",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'outside-face-only',
      comment: 'The app, the seeds, the test server and the suites reach a module only through its face too',
      severity: 'error',
      from: { path: SRC, pathNot: MODULES },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'platform/ holds no business rules: it imports no module (modules reach it through registries and ports)',
      severity: 'error',
      from: { path: `${SRC}platform/` },
      to: { path: `${SRC}(modules/|app\\.ts|compose\\.ts|seed)` },
    },
    ...layerRules,
    {
      name: 'web-only-contract',
      comment: 'The console knows the server only by the contract, through its package face (@canteen/contract): no file of the server, the tools or the browser tests, nor one of the contract\'s own files',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^(apps/server|tools|e2e|packages/contract)/', pathNot: `${CONTRACT}src/index\\.ts$` },
    },
    {
      name: 'contract-imports-no-app',
      comment: 'The contract is shared by server, console, tools and browser tests, so it imports none of them',
      severity: 'error',
      from: { path: CONTRACT },
      to: { path: '^(apps|tools|e2e)/' },
    },
  ],
  options: {
    // The three packages the rules are about (`npm run depcheck` cruises each); what they import from elsewhere in
    // the repository (tools, e2e) is seen as an edge to judge, not followed.
    includeOnly: '^(apps/(server|web)|packages/contract|tools|e2e)/',
    doNotFollow: { path: ['node_modules', '^(tools|e2e)/'] },
    // Workspace packages resolve through their package.json `exports` (@canteen/contract → its src/index.ts), which
    // dependency-cruiser does not read unless told; without it the rules about the contract would see no edge.
    enhancedResolveOptions: { exportsFields: ['exports'] },
    // The console's `@/` paths (see that file for why not apps/web/tsconfig.json).
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    // Type-only imports count: a type is as much a dependency as a value.
    tsPreCompilationDeps: true,
  },
};
