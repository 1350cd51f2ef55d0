import { useEffect, useRef } from 'react';

/**
 * Runs an async task once per key when a screen opens — not twice under StrictMode's double mount.
 * The task receives `isLive()`, false once the screen has gone, so that it does not navigate a
 * visitor who has already moved on.
 */
export function useRunOnce(key: string, task: (isLive: () => boolean) => Promise<void>): void {
  const started = useRef<string | null>(null);
  const live = useRef(false);
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });
  useEffect(() => {
    live.current = true;
    if (started.current !== key) {
      started.current = key;
      void taskRef.current(() => live.current);
    }
    return () => {
      live.current = false;
    };
  }, [key]);
}
