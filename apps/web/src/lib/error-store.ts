import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** Holds the one current error message that the page frame shows in a red alert (spec §8). */
function createErrorStore() {
  let message: string | null = null;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => message,
    set(next: string | null) {
      if (next === message) return;
      message = next;
      emit();
    },
    clear() {
      this.set(null);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const errorStore = createErrorStore();

export function useCurrentError(): string | null {
  return useSyncExternalStore(errorStore.subscribe, errorStore.get, errorStore.get);
}
