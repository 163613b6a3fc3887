import type { SetFeaturesArgs } from '../commands/setFeatures.js';
import { defineAction } from './action.js';

/** The features section (blind fabric, mechanism, drop, chain) and the panels of a composition product. */
export const setFeatures = defineAction<SetFeaturesArgs & { name?: string }>({
  name: 'setFeatures',
  label: 'Features',
  enabled: () => true,
  perform: (s, { name, ...args }) => s.run('setFeatures', args, name ? `${name} chosen` : 'Features changed'),
});
