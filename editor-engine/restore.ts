import { normaliseHex } from './rules/colour.js';
import {
  DEFAULT_LIMITS, EFFECTS, SCHEMA_VERSION, SHAPE_KINDS, TYPE_CODES,
  type DesignDocument, type DesignObject, type Effect, type ProductContext, type ShapeKind, type Transform, type TypeCode,
} from './model.js';
import { upgradeV1 } from './restoreV1.js';

/** Thrown when a stored or received document cannot be used; the message names the field and the problem. */
export class RestoreError extends Error {
  constructor(path: string, problem: string) {
    super(`Invalid design document at ${path}: ${problem}`);
    this.name = 'RestoreError';
  }
}

/** Upper bound on objects in one design (untrusted input must not make export unbounded). */
export const MAX_OBJECTS = 2000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function num(v: unknown, path: string, opts: { min?: number; positive?: boolean } = {}): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RestoreError(path, 'expected a finite number');
  if (opts.positive && !(v > 0)) throw new RestoreError(path, 'expected a positive number');
  if (opts.min !== undefined && v < opts.min) throw new RestoreError(path, `expected at least ${opts.min}`);
  return v;
}
function str(v: unknown, path: string, maxLength = 10_000): string {
  if (typeof v !== 'string') throw new RestoreError(path, 'expected a string');
  if (v.length > maxLength) throw new RestoreError(path, `longer than ${maxLength} characters`);
  return v;
}
const optStr = (v: unknown, path: string): string | null => (v === null || v === undefined ? null : str(v, path, 200));
const optNum = (v: unknown, path: string): number | null => (v === null || v === undefined ? null : num(v, path));
function colour(v: unknown, path: string): string {
  try {
    return normaliseHex(str(v, path, 30));
  } catch (e) {
    throw new RestoreError(path, (e as Error).message);
  }
}
/** Image sources: http(s), data:image, or a relative asset path; never javascript: or other schemes. */
function src(v: unknown, path: string): string {
  const s = str(v, path, 5_000_000);
  if (/^(https?:\/\/|data:image\/(png|jpeg|webp|gif);base64,)/i.test(s) || /^[\w./-]+$/.test(s)) {
    if (s.includes('..')) throw new RestoreError(path, 'relative source may not contain ..');
    return s;
  }
  throw new RestoreError(path, 'unsupported image source');
}

function transform(v: unknown, path: string): Transform {
  if (!isObj(v)) throw new RestoreError(path, 'expected an object');
  return {
    x: num(v.x, `${path}.x`),
    y: num(v.y, `${path}.y`),
    scaleX: num(v.scaleX ?? 1, `${path}.scaleX`, { positive: true }),
    scaleY: num(v.scaleY ?? 1, `${path}.scaleY`, { positive: true }),
    angle: ((num(v.angle ?? 0, `${path}.angle`) % 360) + 360) % 360,
  };
}

function object(v: unknown, id: string): DesignObject {
  const path = `objects.${id}`;
  if (!isObj(v)) throw new RestoreError(path, 'expected an object');
  if (v.kind === 'text') {
    return {
      id, kind: 'text',
      text: str(v.text, `${path}.text`, 2000),
      font: str(v.font, `${path}.font`, 100),
      fontFile: str(v.fontFile, `${path}.fontFile`, 200),
      fill: colour(v.fill, `${path}.fill`),
      rightToLeft: v.rightToLeft === true,
      fontSize: num(v.fontSize ?? 60, `${path}.fontSize`, { positive: true }),
      transform: transform(v.transform, `${path}.transform`),
    };
  }
  if (v.kind === 'image') {
    return {
      id, kind: 'image',
      src: src(v.src, `${path}.src`),
      naturalWidth: num(v.naturalWidth, `${path}.naturalWidth`, { positive: true }),
      naturalHeight: num(v.naturalHeight, `${path}.naturalHeight`, { positive: true }),
      transform: transform(v.transform, `${path}.transform`),
    };
  }
  throw new RestoreError(`${path}.kind`, 'expected "text" or "image"');
}

function product(v: unknown): ProductContext {
  if (!isObj(v)) throw new RestoreError('product', 'expected an object');
  const typeCode = v.typeCode as TypeCode;
  if (!TYPE_CODES.includes(typeCode)) throw new RestoreError('product.typeCode', `expected one of ${TYPE_CODES.join(', ')}`);
  const l = isObj(v.limits) ? v.limits : {};
  const limit = (k: keyof typeof DEFAULT_LIMITS) => num(l[k] ?? DEFAULT_LIMITS[k], `product.limits.${k}`, { min: 0 });
  const s = (k: string) => optStr(v[k], `product.${k}`);
  return {
    productId: num(v.productId, 'product.productId', { min: 0 }),
    typeCode,
    unit: v.unit === 'inch' ? 'inch' : 'cm',
    width: optNum(v.width, 'product.width'),
    height: optNum(v.height, 'product.height'),
    quantity: Math.max(1, Math.floor(num(v.quantity ?? 1, 'product.quantity'))),
    pack: optNum(v.pack, 'product.pack'),
    material: s('material'), model: s('model'), modelSize: s('modelSize'), tissue: s('tissue'),
    mechanism: s('mechanism'), drop: s('drop'), chainPosition: s('chainPosition'),
    composition: s('composition'), device: s('device'),
    limits: { minWidth: limit('minWidth'), minHeight: limit('minHeight'), maxWidth: limit('maxWidth'), maxHeight: limit('maxHeight'), minPack: limit('minPack') },
  };
}

/**
 * Turns a stored or received document into a valid current one. Old schema versions are upgraded (v1 -> v2);
 * repairable faults are repaired (order entries without objects dropped, objects missing from order appended, angles
 * normalised, colours lower-cased, nextId raised above existing ids); anything else is rejected with a RestoreError.
 */
export function restoreDocument(input: unknown): DesignDocument {
  let raw: unknown = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new RestoreError('(root)', 'not valid JSON');
    }
  }
  if (!isObj(raw)) throw new RestoreError('(root)', 'expected an object');
  const version = raw.schemaVersion ?? raw.version;
  if (version === 1) raw = upgradeV1(raw);
  else if (version !== SCHEMA_VERSION) throw new RestoreError('schemaVersion', `unsupported version ${String(version)}`);
  const d = raw as Obj;
  if (!isObj(d.canvas)) throw new RestoreError('canvas', 'expected an object');
  const canvas = { width: num(d.canvas.width, 'canvas.width', { positive: true }), height: num(d.canvas.height, 'canvas.height', { positive: true }) };
  let background: DesignDocument['background'] = null;
  if (d.background !== null && d.background !== undefined) {
    if (!isObj(d.background)) throw new RestoreError('background', 'expected an object or null');
    background = {
      src: src(d.background.src, 'background.src'),
      naturalWidth: num(d.background.naturalWidth, 'background.naturalWidth', { positive: true }),
      naturalHeight: num(d.background.naturalHeight, 'background.naturalHeight', { positive: true }),
    };
  }
  const shapeIn = isObj(d.shape) ? d.shape : {};
  const kind = (shapeIn.kind ?? 'original') as ShapeKind;
  if (!SHAPE_KINDS.includes(kind)) throw new RestoreError('shape.kind', `expected one of ${SHAPE_KINDS.join(', ')}`);
  const effect = (d.effect ?? 'original') as Effect;
  if (!EFFECTS.includes(effect)) throw new RestoreError('effect', `expected one of ${EFFECTS.join(', ')}`);
  if (!isObj(d.objects)) throw new RestoreError('objects', 'expected an object keyed by id');
  if (Object.keys(d.objects).length > MAX_OBJECTS) throw new RestoreError('objects', `more than ${MAX_OBJECTS} objects`);
  const objects: Record<string, DesignObject> = {};
  for (const [id, value] of Object.entries(d.objects)) {
    if (!/^[ti]\d+$/.test(id)) throw new RestoreError(`objects.${id}`, 'ids look like t1 or i2');
    objects[id] = object(value, id);
  }
  const orderIn = Array.isArray(d.order) ? d.order : [];
  const order = [...new Set(orderIn.filter((id): id is string => typeof id === 'string' && id in objects))];
  for (const id of Object.keys(objects).sort(byIdNumber)) if (!order.includes(id)) order.push(id);
  const maxId = Math.max(0, ...Object.keys(objects).map((id) => Number(id.slice(1))));
  return {
    schemaVersion: SCHEMA_VERSION,
    product: product(d.product),
    canvas,
    background,
    backgroundColor: d.backgroundColor === null || d.backgroundColor === undefined ? null : colour(d.backgroundColor, 'backgroundColor'),
    shape: { kind, rounded: (kind === 'square' || kind === 'rectangle') && shapeIn.rounded === true },
    effect,
    objects,
    order,
    nextId: Math.max(typeof d.nextId === 'number' && Number.isInteger(d.nextId) ? d.nextId : 1, maxId + 1),
  };
}

const byIdNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));
