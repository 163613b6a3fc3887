import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { OptionsController } from './controller';
import type { OptionsStore } from './store';
import type { OptionsState } from './model/state';
import type { OptionsActions } from './store';

export interface OptionsContextValue {
  store: OptionsStore;
  controller: OptionsController;
  /** DOM id prefix of this panel (sections are `${prefix}-section-${id}`). */
  prefix: string;
}

export const OptionsContext = createContext<OptionsContextValue | null>(null);

export function useOptionsContext(): OptionsContextValue {
  const ctx = useContext(OptionsContext);
  if (!ctx) throw new Error('useOptions outside an options panel');
  return ctx;
}

/** Reads from this panel's store. */
export function useOptions<T>(selector: (s: OptionsState & OptionsActions) => T): T {
  return useStore(useOptionsContext().store, selector);
}
