/** How many normal requests are in flight; the shell shows the full-screen 'please wait' overlay while > 0. */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Counts one request; call the returned function once when it ends. */
export function beginLoading(): () => void {
  inFlight += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    emit();
  };
}

export function loadingCount(): number {
  return inFlight;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
