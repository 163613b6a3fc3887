import { defineCommand } from './command.js';

export const setMaterial = defineCommand<{ material: string | null }>('setMaterial', (draft, { material }) => {
  draft.product.material = material;
});
