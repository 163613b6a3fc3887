import { offersShapes } from '../productTypes.js';
import { isRoundSizeName } from '../logic/canvasSize.js';
import { defineAction } from './action.js';
import type { ChooseSizeArgs } from './sizeChoice.js';

/**
 * A catalogue size from the measure section: its dimensions, and the device or composition that names it for the
 * price, as one undo step. A round size ("Round Ø 10 cm") cuts the design to a circle; choosing a square one again
 * takes the circle away on products without a shape section (the coasters).
 */
export const chooseSize = defineAction<ChooseSizeArgs>({
  name: 'chooseSize',
  label: 'Size',
  enabled: () => true,
  perform: (s, { width, height, device, composition, name }) => {
    const shapeSection = offersShapes(s.doc.product.typeCode);
    s.begin('choose size');
    if (isRoundSizeName(name)) s.run('setShape', { kind: 'circle' });
    else if (!shapeSection && s.doc.shape.kind === 'circle') s.run('setShape', { kind: 'original' });
    s.run('setSize', { width, height });
    s.run('setFeatures', { device: device ?? null, ...(composition !== undefined ? { composition } : {}) });
    s.rememberShapeSize(null); // the shopper picked a size: no shape goes back to an earlier one
    s.commit(`Size ${name}`);
  },
});
