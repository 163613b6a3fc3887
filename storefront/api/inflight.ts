import { createStore, useStore, type StoreApi } from 'zustand';
import type { CallName } from '../../contract';

// Which calls are in flight right now. The client counts each call up when it starts and down when it settles
// (success, failure or abort); SPEC.md section 4 disables add-to-cart and modify while a price, size or height request
// runs, and while gender, model or model-size options reload: `useInFlight(addToCartBlockingCalls)`.

export interface InFlightState {
  /** In-flight request count per call name (absent or 0 = idle). */
  counts: Partial<Record<CallName, number>>;
  start(name: CallName): void;
  end(name: CallName): void;
}

export type InFlightStore = StoreApi<InFlightState>;

export function createInFlightStore(): InFlightStore {
  return createStore<InFlightState>()((set) => ({
    counts: {},
    start: (name) => set((s) => ({ counts: { ...s.counts, [name]: (s.counts[name] ?? 0) + 1 } })),
    end: (name) =>
      set((s) => {
        const left = Math.max(0, (s.counts[name] ?? 0) - 1);
        const counts = { ...s.counts };
        if (left === 0) delete counts[name];
        else counts[name] = left;
        return { counts };
      }),
  }));
}

/** The store the default client reports to. */
export const inFlightStore = createInFlightStore();

/** True while any of `names` is in flight. */
export function isInFlight(names: readonly CallName[], state: Pick<InFlightState, 'counts'> = inFlightStore.getState()): boolean {
  return names.some((name) => (state.counts[name] ?? 0) > 0);
}

/** React hook: re-renders when the answer to "is any of `names` in flight?" changes. */
export function useInFlight(names: readonly CallName[], store: InFlightStore = inFlightStore): boolean {
  return useStore(store, (state) => isInFlight(names, state));
}

/** Calls that keep add-to-cart and modify disabled while they run (SPEC.md section 4). */
export const addToCartBlockingCalls: readonly CallName[] = [
  'calculateCustomPrice',
  'updateSizesPrices',
  'updatePackPrices',
  'calculateCustomHeight',
  'checkMaxSize',
  'loadModelGenderOptions',
  'loadModelSizesAndColors',
];
