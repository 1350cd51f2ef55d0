// A user's account changed here (disabled, enabled again or deleted), in this api process or another: the
// `users_changed` notification (migration 20261126T1100) reaches every process's listener
// (plugins/catalogue-invalidation.ts), which tells the app of the same database; the auth plugin then forgets what it
// knew of that user. `null` means "any user" (the listener reconnected and may have missed a change).
type Listener = (userId: string | null) => void;
const listeners = new WeakMap<object, Set<Listener>>();

/** Calls `listener` when an account of the app whose pool is `owner` changes; answers the function that stops it. */
export function onAccountChanged(owner: object, listener: Listener): () => void {
  let group = listeners.get(owner);
  if (!group) listeners.set(owner, (group = new Set()));
  group.add(listener);
  return () => group.delete(listener);
}

export function accountChanged(owner: object, userId: string | null): void {
  for (const listener of listeners.get(owner) ?? []) listener(userId);
}
