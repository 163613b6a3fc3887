import type { ShapeKind } from '../model.js';
import { defineAction } from './action.js';

/** The shape section (types 6 and 8): the cut outline, square and rectangle optionally rounded. */
export const setShape = defineAction<{ kind: ShapeKind; rounded?: boolean }>({
  name: 'setShape',
  label: 'Shape',
  enabled: (s) => s.doc.product.typeCode === 6 || s.doc.product.typeCode === 8,
  perform: (s, args) => s.run('setShape', args, `Shape ${args.kind}${args.rounded ? ', rounded corners' : ''}`),
});
