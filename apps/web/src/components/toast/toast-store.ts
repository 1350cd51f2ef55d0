/**
 * Toast state, usable outside React (`toast.error('…')` from the api client). Durations, the
 * 20-toast limit and the 1 s removal delay are the spec's (part 1 §9), from the shared constants.
 */
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@sannidhi/domain/constants';

export type ToastType = 'success' | 'error' | 'loading' | 'blank' | 'custom';

export interface Toast {
  id: string;
  type: ToastType;
  /** Text, or for custom toasts a render function receiving the toast. */
  message: ReactNode | ((toast: Toast) => ReactNode);
  /** Milliseconds on screen; Infinity stays until dismissed. */
  duration: number;
  /** False once dismissed: kept TOAST_REMOVE_DELAY_MS for the exit animation, then removed. */
  visible: boolean;
  createdAt: number;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast (and restarts its timer) instead of adding another. */
  id?: string;
  duration?: number;
}

type Listener = () => void;

let toasts: Toast[] = [];
const listeners = new Set<Listener>();
const timers = new Map<string, { handle: ReturnType<typeof setTimeout>; endsAt: number }>();
const paused = new Map<string, number>(); // id → remaining ms
const removals = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

const emit = () => listeners.forEach((listener) => listener());

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer.handle);
  timers.delete(id);
}

function schedule(id: string, ms: number) {
  clearTimer(id);
  if (!Number.isFinite(ms)) return;
  timers.set(id, { handle: setTimeout(() => dismiss(id), ms), endsAt: Date.now() + ms });
}

function upsert(type: ToastType, message: Toast['message'], options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const duration = options.duration ?? TOAST_DURATION_MS[type];
  const toast: Toast = { id, type, message, duration, visible: true, createdAt: Date.now() };
  const removal = removals.get(id);
  if (removal) clearTimeout(removal);
  removals.delete(id);
  paused.delete(id);
  const rest = toasts.filter((t) => t.id !== id);
  const next = [toast, ...rest];
  // Beyond the limit the oldest go at once.
  next.slice(TOAST_LIMIT).forEach((t) => clearTimer(t.id));
  toasts = next.slice(0, TOAST_LIMIT);
  schedule(id, duration);
  emit();
  return id;
}

/** Hides one toast (or all); it is removed TOAST_REMOVE_DELAY_MS later. */
function dismiss(id?: string) {
  const targets = toasts.filter((t) => t.visible && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  for (const t of targets) {
    clearTimer(t.id);
    paused.delete(t.id);
    removals.set(
      t.id,
      setTimeout(() => remove(t.id), TOAST_REMOVE_DELAY_MS),
    );
  }
  const ids = new Set(targets.map((t) => t.id));
  toasts = toasts.map((t) => (ids.has(t.id) ? { ...t, visible: false } : t));
  emit();
}

/** Removes at once, without the exit delay. */
function remove(id?: string) {
  const gone = toasts.filter((t) => id === undefined || t.id === id);
  for (const t of gone) {
    clearTimer(t.id);
    paused.delete(t.id);
    const removal = removals.get(t.id);
    if (removal) clearTimeout(removal);
    removals.delete(t.id);
  }
  if (gone.length === 0) return;
  toasts = toasts.filter((t) => !(id === undefined || t.id === id));
  emit();
}

/** Stops the clock while the pointer or focus is on the toasts (WCAG 2.2.1). */
function pause() {
  for (const [id, timer] of timers) {
    paused.set(id, Math.max(0, timer.endsAt - Date.now()));
    clearTimeout(timer.handle);
  }
  timers.clear();
}

function resume() {
  for (const [id, remaining] of paused) schedule(id, Math.max(remaining, 1000));
  paused.clear();
}

type ToastFn = {
  (message: ReactNode, options?: ToastOptions): string;
  success(message: ReactNode, options?: ToastOptions): string;
  error(message: ReactNode, options?: ToastOptions): string;
  loading(message: ReactNode, options?: ToastOptions): string;
  blank(message: ReactNode, options?: ToastOptions): string;
  custom(render: ReactNode | ((toast: Toast) => ReactNode), options?: ToastOptions): string;
  dismiss(id?: string): void;
  remove(id?: string): void;
};

/** `toast('…')`, `toast.success('…', { duration })`, `toast.dismiss(id)` — from anywhere. */
export const toast: ToastFn = Object.assign(
  (message: ReactNode, options?: ToastOptions) => upsert('blank', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions) => upsert('success', message, options),
    error: (message: ReactNode, options?: ToastOptions) => upsert('error', message, options),
    loading: (message: ReactNode, options?: ToastOptions) => upsert('loading', message, options),
    blank: (message: ReactNode, options?: ToastOptions) => upsert('blank', message, options),
    custom: (render: Toast['message'], options?: ToastOptions) => upsert('custom', render, options),
    dismiss,
    remove,
  },
);

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): Toast[] => toasts,
  pause,
  resume,
};
