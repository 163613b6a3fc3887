import { shapeFitsSize } from '../../rules/shape.js';
import type { ShapeKind } from '../model.js';
import { offersShapes } from '../productTypes.js';
import { defineAction } from './action.js';
import type { ChooseSizeArgs } from './sizeChoice.js';

export interface SetShapeArgs {
  kind: ShapeKind;
  rounded?: boolean;
  /**
   * The sizes the product is made in, when it is made in those alone (a rug's formats): a circle or a square chosen
   * at a size that is not square takes the first square one of them in the same step, since the shop cannot make
   * it at the other (rules/shape.ts), and says so.
   */
  madeIn?: readonly ChooseSizeArgs[];
}

/**
 * The shape section (types 6 and 8): the cut outline, square and rectangle optionally rounded. A size it takes is
 * remembered in the session (`shapeTook`), so the next shape that fits the size before goes back to it.
 */
export const setShape = defineAction<SetShapeArgs>({
  name: 'setShape',
  label: 'Shape',
  enabled: (s) => offersShapes(s.doc.product.typeCode),
  perform: (s, { madeIn, ...args }) => {
    const label = `Shape ${args.kind}${args.rounded ? ', rounded corners' : ''}`;
    const { width, height } = s.doc.product;
    const last = s.session.shapeTook;
    const back =
      last && width === last.to.width && height === last.to.height && shapeFitsSize(args.kind, last.from.width, last.from.height) ? last.from : undefined;
    const unmade = madeIn !== undefined && width !== null && height !== null && !shapeFitsSize(args.kind, width, height);
    const size = back ?? (unmade ? madeIn.find((x) => shapeFitsSize(args.kind, x.width, x.height)) : undefined);
    if (!size) return s.run('setShape', args, label);
    const from = madeIn?.find((x) => x.width === width && x.height === height);
    s.begin('set shape');
    s.run('setShape', args);
    s.run('setSize', { width: size.width, height: size.height });
    s.run('setFeatures', { device: size.device ?? null, ...(size.composition !== undefined ? { composition: size.composition } : {}) });
    // remembered before the commit, so the step's one snapshot carries it
    if (back) s.rememberShapeSize(null);
    else if (from) s.rememberShapeSize({ from, to: size });
    s.commit(`${label}, size ${size.name}`);
  },
});
