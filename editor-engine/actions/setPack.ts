import { defineAction } from './action.js';

/** The pack (type 10: pack-priced sizes): one of the catalogue's packs or a custom number, rounded up. */
export const setPack = defineAction<{ pack: number | null }>({
  name: 'setPack',
  label: 'Pack',
  enabled: () => true,
  perform: (s, { pack }) => s.run('setPack', { pack }, pack === null ? 'Pack cleared' : `Pack of ${Math.ceil(pack)}`),
});
