import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore } from './toast-store';

const snapshot = () => toastStore.getSnapshot();

beforeEach(() => {
  vi.useFakeTimers();
  toast.remove();
});

afterEach(() => {
  toast.remove();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('hides a success toast after 2 s and removes it 1 s later', () => {
    toast.success('Saved');
    vi.advanceTimersByTime(1999);
    expect(snapshot()[0]?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(snapshot()[0]?.visible).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(snapshot()).toHaveLength(0);
  });

  it('uses 4 s for error, blank and custom toasts, and an explicit duration when given', () => {
    toast.error('e');
    toast('b');
    toast.custom('c');
    toast.success('long', { duration: 10_000 });
    vi.advanceTimersByTime(4000);
    expect(
      snapshot()
        .filter((t) => t.visible)
        .map((t) => t.message),
    ).toEqual(['long']);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = toast.loading('Working');
    vi.advanceTimersByTime(60_000);
    expect(snapshot()[0]?.visible).toBe(true);
    toast.dismiss(id);
    vi.advanceTimersByTime(1000);
    expect(snapshot()).toHaveLength(0);
  });

  it('shows at most 20 toasts, newest first', () => {
    for (let i = 1; i <= 25; i += 1) toast(`t${i}`);
    expect(snapshot()).toHaveLength(20);
    expect(snapshot()[0]?.message).toBe('t25');
    expect(snapshot()[19]?.message).toBe('t6');
  });

  it('replaces a toast with the same id instead of stacking', () => {
    const id = toast.loading('Paying…', { id: 'pay' });
    toast.success('Paid', { id });
    expect(snapshot().map((t) => [t.type, t.message])).toEqual([['success', 'Paid']]);
  });

  it('stops the clock while paused', () => {
    toast.error('Read me');
    vi.advanceTimersByTime(3000);
    toastStore.pause();
    vi.advanceTimersByTime(10_000);
    expect(snapshot()[0]?.visible).toBe(true);
    toastStore.resume();
    vi.advanceTimersByTime(1000);
    expect(snapshot()[0]?.visible).toBe(false);
  });
});
