import type { Effect } from '../model.js';
import { defineAction } from './action.js';

/** The effect section: original colours, sepia or black and white, over the whole design. */
export const setEffect = defineAction<{ effect: Effect }>({
  name: 'setEffect',
  label: 'Effect',
  enabled: () => true,
  perform: (s, args) => s.run('setEffect', args, `Effect ${args.effect}`),
});
