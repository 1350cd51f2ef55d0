// A slot's places changed in this process (taken, given back, or its capacity moved). The slot-answer caches of every
// app in the process drop their entries at once, and each app tells the other api processes through PostgreSQL
// (plugins/catalogue-invalidation.ts).
type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever places change; answers the function that stops it. */
export function onSlotsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function slotsChanged(): void {
  for (const listener of listeners) listener();
}
