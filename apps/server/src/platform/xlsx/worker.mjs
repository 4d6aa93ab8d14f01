// Entry of the sheet worker thread. The server runs TypeScript through tsx, but a worker does not always inherit
// that loader (vitest runs the tests without it), so this plain module registers tsx before loading worker.ts.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// Reading a file is background work: lower this thread's priority (and that of the compiler tsx starts) so that the
// request thread wins the CPU. On Linux a thread's id, from /proc/thread-self, names just that thread to setpriority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Elsewhere the thread keeps its priority.
}

register();
await import('./worker.ts');
