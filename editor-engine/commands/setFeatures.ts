import { defineCommand } from './command.js';

export interface SetFeaturesArgs {
  tissue?: string | null;
  mechanism?: string | null;
  drop?: string | null;
  chainPosition?: string | null;
  composition?: string | null;
  device?: string | null;
}

/** Sets blind features (tissue, mechanism, drop, chain position) and composition/device choices. */
export const setFeatures = defineCommand<SetFeaturesArgs>('setFeatures', (draft, args) => {
  for (const key of ['tissue', 'mechanism', 'drop', 'chainPosition', 'composition', 'device'] as const) {
    const value = args[key];
    if (value !== undefined) draft.product[key] = value;
  }
});
