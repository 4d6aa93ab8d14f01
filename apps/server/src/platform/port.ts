/**
 * A function (or set of functions) a lower module needs from a higher one (docs/ARCHITECTURE.md §6): the lower
 * module declares the port and calls it, the higher module's implementation is plugged in once, when the app is
 * composed (`src/compose.ts`, run by `buildApp` and before seeding). A call before that is a wiring fault, never
 * silently skipped.
 */
export interface Port<T> {
  /** Plugs in the implementation; plugging the same one again is harmless. */
  provide(impl: T): void;
  /** The implementation; throws when nothing was plugged in. */
  use(): T;
}

export function port<T>(name: string): Port<T> {
  let impl: T | undefined;
  return {
    provide(next) {
      impl = next;
    },
    use() {
      if (impl === undefined) throw new Error(`Port ${name} is not wired: call composeModules() first`);
      return impl;
    },
  };
}
