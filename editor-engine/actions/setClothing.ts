import { isClothing } from '../productTypes.js';
import { defineAction } from './action.js';

export interface SetClothingArgs {
  model?: string | null;
  modelSize?: string | null;
  /** The fabric colour (a material colour id; the document's `material` for type 9). */
  material?: string | null;
  /** What the announcement names: the model, size or colour chosen. */
  name?: string;
}

/**
 * The clothing sections of type 9: model, clothing size and fabric colour. A new model clears the size and a colour
 * it is not made in (`keepMaterial` says whether it is), in the same undo step.
 */
export const setClothing = defineAction<SetClothingArgs & { keepMaterial?: boolean }>({
  name: 'setClothing',
  label: 'Clothing',
  enabled: (s) => isClothing(s.doc.product.typeCode),
  perform: (s, { model, modelSize, material, name, keepMaterial = true }) => {
    s.begin('clothing');
    if (model !== undefined || modelSize !== undefined)
      s.run('setModel', { ...(model !== undefined ? { model } : {}), ...(modelSize !== undefined ? { modelSize } : {}) });
    if (material !== undefined) s.run('setMaterial', { material });
    else if (!keepMaterial) s.run('setMaterial', { material: null });
    s.commit(name ? `${name} chosen` : 'Clothing changed');
  },
});
