/**
 * Schema v1 (the designer's first saved format): flat product fields, texts and images as arrays with left/top and a
 * single `scale`, background as a bare URL, shape as one string ('rounded-square', 'rounded-rectangle', ...).
 */
type Obj = Record<string, unknown>;

const SHAPES_V1: Record<string, { kind: string; rounded: boolean }> = {
  original: { kind: 'original', rounded: false },
  circle: { kind: 'circle', rounded: false },
  square: { kind: 'square', rounded: false },
  rectangle: { kind: 'rectangle', rounded: false },
  'rounded-square': { kind: 'square', rounded: true },
  'rounded-rectangle': { kind: 'rectangle', rounded: true },
};

function transformV1(o: Obj): Obj {
  const s = typeof o.scale === 'number' ? o.scale : 1;
  return { x: o.left, y: o.top, scaleX: s, scaleY: s, angle: o.angle ?? 0 };
}

export function upgradeV1(v1: Obj): Obj {
  const objects: Obj = {};
  const order: string[] = [];
  let n = 1;
  const texts = Array.isArray(v1.texts) ? (v1.texts as Obj[]) : [];
  const images = Array.isArray(v1.images) ? (v1.images as Obj[]) : [];
  for (const i of images) {
    const id = `i${n++}`;
    objects[id] = { kind: 'image', src: i.src, naturalWidth: i.width, naturalHeight: i.height, transform: transformV1(i) };
    order.push(id);
  }
  for (const t of texts) {
    const id = `t${n++}`;
    objects[id] = {
      kind: 'text',
      text: t.text,
      font: t.font,
      fontFile: t.fontFile,
      fill: t.color,
      rightToLeft: t.rightToLeft === true,
      fontSize: t.size ?? 60,
      transform: transformV1(t),
    };
    order.push(id);
  }
  const { productId, typeCode, width, height, quantity } = v1;
  return {
    schemaVersion: 2,
    product: { productId, typeCode, width: width ?? null, height: height ?? null, quantity: quantity ?? 1, limits: v1.limits },
    canvas: { width: v1.canvasWidth, height: v1.canvasHeight },
    background: typeof v1.background === 'string' ? { src: v1.background, naturalWidth: v1.backgroundWidth, naturalHeight: v1.backgroundHeight } : null,
    backgroundColor: v1.backgroundColor ?? null,
    shape: SHAPES_V1[String(v1.shape ?? 'original')] ?? { kind: String(v1.shape) },
    effect: v1.effect ?? 'original',
    objects,
    order,
    nextId: n,
  };
}
