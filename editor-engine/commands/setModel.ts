import { defineCommand } from './command.js';

/** Sets the clothing model and/or model size; choosing a new model clears a size that belonged to the old one. */
export const setModel = defineCommand<{ model?: string | null; modelSize?: string | null }>('setModel', (draft, args) => {
  if (args.model !== undefined && args.model !== draft.product.model) {
    draft.product.model = args.model;
    draft.product.modelSize = null;
  }
  if (args.modelSize !== undefined) draft.product.modelSize = args.modelSize;
});
