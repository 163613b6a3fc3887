import { resolveSize } from '../rules/sizing.js';
import { defineAction } from './action.js';

/** The measure section: the physical size (kept proportional to the canvas unless the rules say otherwise). */
export const setSize = defineAction<{ width?: number | null; height?: number | null }>({
  name: 'setSize',
  label: 'Size',
  enabled: () => true,
  perform: (s, args) => {
    const d = s.doc;
    const next = resolveSize(
      { typeCode: d.product.typeCode, shape: d.shape.kind, canvas: d.canvas },
      { width: d.product.width, height: d.product.height },
      args,
    );
    s.run('setSize', args, next.width && next.height ? `Size ${next.width} x ${next.height} ${d.product.unit}` : 'Size cleared');
  },
});
