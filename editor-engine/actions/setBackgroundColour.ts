import { defineAction } from './action.js';

/** The background colour section: a plain colour is a background of its own (null takes it away). */
export const setBackgroundColour = defineAction<{ colour: string | null }>({
  name: 'setBackgroundColour',
  label: 'Background colour',
  enabled: () => true,
  perform: (s, { colour }) => s.run('setBackgroundColour', { colour }, colour ? `Background colour ${colour}` : 'Background colour removed'),
});
