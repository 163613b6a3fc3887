import { typedSize, type SizeRounding } from '../logic/sizing.js';
import { defineAction } from './action.js';

export interface SetSizeActionArgs {
  width?: number | null;
  height?: number | null;
  /** The product's rounding of typed sizes (its step, or the nearest 5 cm): the size is ordered as rounded. */
  rounding?: SizeRounding;
}

/**
 * The measure section: the physical size (kept proportional to the canvas unless the rules say otherwise), rounded as
 * the product rounds it. The document takes the corrected size (both sides at once, so the command keeps it as it
 * is) and the announcement names it; typing what a side already holds changes nothing.
 */
export const setSize = defineAction<SetSizeActionArgs>({
  name: 'setSize',
  label: 'Size',
  enabled: () => true,
  perform: (s, { rounding, ...args }) => {
    const d = s.doc;
    const current = { width: d.product.width, height: d.product.height };
    const { size, notice } = typedSize({ typeCode: d.product.typeCode, shape: d.shape.kind, canvas: d.canvas }, current, args, rounding, d.product.unit);
    if (size.width === current.width && size.height === current.height) return;
    const unit = d.product.unit;
    const words = size.width && size.height ? `${size.width} x ${size.height} ${unit}` : undefined;
    const label = !words ? 'Size cleared' : notice ? `Size rounded to ${words}` : `Size ${words}`;
    // rounded: both sides as computed; otherwise what was typed, the command keeping the proportions
    s.run('setSize', notice ? { width: size.width, height: size.height } : args, label);
  },
});
