/**
 * In-flight request counter behind the global loading overlay (spec part 1 §4: shown before each
 * request, hidden on every response). Counting keeps the overlay up while any request is open.
 */
type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

export const loadingStore = {
  start(): void {
    inFlight += 1;
    if (inFlight === 1) emit();
  },
  end(): void {
    if (inFlight === 0) return;
    inFlight -= 1;
    if (inFlight === 0) emit();
  },
  isLoading: (): boolean => inFlight > 0,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
