import type { ShapeKind } from '../model.js';
import { offersShapes } from '../productTypes.js';
import { defineAction } from './action.js';

/** The shape section (types 6 and 8): the cut outline, square and rectangle optionally rounded. */
export const setShape = defineAction<{ kind: ShapeKind; rounded?: boolean }>({
  name: 'setShape',
  label: 'Shape',
  enabled: (s) => offersShapes(s.doc.product.typeCode),
  perform: (s, args) => s.run('setShape', args, `Shape ${args.kind}${args.rounded ? ', rounded corners' : ''}`),
});
