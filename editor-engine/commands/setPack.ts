import { roundPack } from '../logic/sizing.js';
import { defineCommand } from './command.js';

/** Sets the pack (custom pack values round up to a whole number); null clears it. */
export const setPack = defineCommand<{ pack: number | null }>('setPack', (draft, { pack }) => {
  draft.product.pack = pack === null ? null : roundPack(pack);
});
