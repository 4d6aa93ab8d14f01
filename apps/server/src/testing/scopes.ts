import { afterAll } from 'vitest';
import { registerScopeProvider, scopeProvider } from '../platform/access';

/**
 * Makes canteens 7 and 8 the canteen options of the data-permission pages, for a test about something else than
 * the canteens area. The real provider goes back after the file: server test files share a worker's modules
 * (vitest.config.ts, isolate: false). Call at the top level of the file; `use()` puts the fake in place.
 */
export function fakeCanteenScope(): { use: () => void } {
  const real = scopeProvider('canteen');
  afterAll(() => registerScopeProvider('canteen', real!));
  return { use: () => registerScopeProvider('canteen', async () => [7, 8].map((id) => ({ id, name: `C${id}`, parentId: null }))) };
}
