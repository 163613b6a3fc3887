import { defineCommand } from './command.js';

/** Removes the main background; SPEC.md 4: this resets effect and shape to original. */
export const removeBackground = defineCommand<void>('removeBackground', (draft) => {
  draft.background = null;
  draft.effect = 'original';
  draft.shape = { kind: 'original', rounded: false };
});
