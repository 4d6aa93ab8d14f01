// The server's module graph (docs/ARCHITECTURE.md §6), checked by `npm run depcheck` (part of `npm test`).
// No exception list: a file that breaks a rule is fixed, not excused.
import fs from 'node:fs';

const SRC = '^apps/server/src/';
const MODULES = `${SRC}modules/`;

/** The layers, lowest first. A module may import modules of lower layers only (never one beside or above it). */
const LAYERS = [['files', 'auth'], ['settings'], ['admin'], ['canteens'], ['devices'], ['people'], ['menu'], ['marketing'], ['accounts'], ['orders'], ['health']];

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
      comment: 'No import cycles, between modules or inside one',
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
  ],
  options: {
    includeOnly: SRC,
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type is as much a dependency as a value.
    tsPreCompilationDeps: true,
  },
};
