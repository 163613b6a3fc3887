import { normaliseHex } from './logic/colour.js';
import { canRoundCorners } from '../rules/shape.js';
import { objectLook } from './restoreLook.js';
import { TEXT_BOX_MIN_WIDTH } from './constants.js';
import { isFrameMask } from './export/maskPath.js';
import {
  DEFAULT_LIMITS,
  EFFECTS,
  FRAME_KINDS,
  MASK_SIDE,
  MAX_PHOTO_ZOOM,
  SCHEMA_VERSION,
  SHAPE_KINDS,
  PLACEHOLDERS,
  TEXT_ALIGNS,
  TYPE_CODES,
  type DesignDocument,
  type DesignObject,
  type ObjectState,
  type Placeholder,
  type Effect,
  type FrameKind,
  type ImageFrame,
  type PhotoPlacement,
  type ProductContext,
  type ShapeKind,
  type TextAlign,
  type TextBox,
  type TextObject,
  type TextStyle,
  type Transform,
  type TypeCode,
} from './model.js';
import {
  checkFont,
  imageSrc as src,
  MAX_CANVAS_SIDE,
  MAX_FONT_SIZE,
  MAX_IMAGE_SIDE,
  MAX_OBJECT_ID,
  MAX_PHYSICAL_SIZE,
  MAX_POSITION,
  MAX_ANGLE,
  MAX_QUANTITY,
  MAX_SCALE,
  MIN_SCALE,
  num,
  objectId,
  posInt,
  DesignBudgetError,
  RestoreError,
  str,
  type KnownFont,
} from './restoreRules.js';
import { upgradeV1 } from './restoreV1.js';
import { CLIPBOARD_KIND, type ClipboardContent } from './logic/arrange.js';
import { LETTER_SPACING_MAX, LETTER_SPACING_MIN, LINE_HEIGHT_MAX, LINE_HEIGHT_MIN } from './logic/textLayout.js';
import { colourRangesProblem, MAX_COLOUR_RANGES, STROKE_WIDTH_MAX, STROKE_WIDTH_MIN } from './logic/textEffects.js';
import { CURVE_MAX, CURVE_MIN } from './logic/textCurve.js';
import { designBudgetRefusal, MAX_DESIGN_DEPTH, MAX_DESIGN_OBJECTS, MAX_TEXT_CHARACTERS, nestsDeeperThan } from '../rules/designBudget.js';

export { DesignBudgetError, RestoreError, type KnownFont } from './restoreRules.js';

/** Upper bound on objects in one design: the design budget's (untrusted input must not make export unbounded). */
export const MAX_OBJECTS = MAX_DESIGN_OBJECTS;

export interface RestoreOptions {
  /** Fonts the export can load (pass workers/fonts/catalogue.ts FONTS); without it only the font names' shape is checked. */
  fonts?: readonly KnownFont[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const optStr = (v: unknown, path: string): string | null => (v === null || v === undefined ? null : str(v, path, 200));
/** A physical size: null while unset, else positive and at most MAX_PHYSICAL_SIZE. */
const optSize = (v: unknown, path: string): number | null => (v === null || v === undefined ? null : num(v, path, { positive: true, max: MAX_PHYSICAL_SIZE }));
const pixels = (v: unknown, path: string, max: number) => num(v, path, { positive: true, max });
function colour(v: unknown, path: string): string {
  try {
    return normaliseHex(str(v, path, 30));
  } catch (e) {
    throw new RestoreError(path, (e as Error).message);
  }
}

function transform(v: unknown, path: string): Transform {
  if (!isObj(v)) throw new RestoreError(path, 'expected an object');
  return {
    x: num(v.x, `${path}.x`, { min: -MAX_POSITION, max: MAX_POSITION }),
    y: num(v.y, `${path}.y`, { min: -MAX_POSITION, max: MAX_POSITION }),
    scaleX: num(v.scaleX ?? 1, `${path}.scaleX`, { min: MIN_SCALE, max: MAX_SCALE }),
    scaleY: num(v.scaleY ?? 1, `${path}.scaleY`, { min: MIN_SCALE, max: MAX_SCALE }),
    angle: ((num(v.angle ?? 0, `${path}.angle`, { min: -MAX_ANGLE, max: MAX_ANGLE }) % 360) + 360) % 360,
  };
}

/** A text's box (logic/textBox.ts): at least the minimum width, and as far as a position may reach. */
function textBox(v: unknown, path: string): TextBox {
  if (!isObj(v)) throw new RestoreError(path, 'expected an object');
  return {
    width: num(v.width, `${path}.width`, { min: TEXT_BOX_MIN_WIDTH, max: MAX_POSITION }),
    height: num(v.height, `${path}.height`, { positive: true, max: MAX_POSITION }),
  };
}

/** A text's line style (logic/textLayout.ts): each choice absent (a design from before them) or inside its bounds. */
function textStyle(v: Obj, path: string): Partial<TextStyle> {
  const out: Partial<TextStyle> = {};
  if (v.align !== undefined) {
    if (!TEXT_ALIGNS.includes(v.align as TextAlign)) throw new RestoreError(`${path}.align`, `expected one of ${TEXT_ALIGNS.join(', ')}`);
    out.align = v.align as TextAlign;
  }
  if (v.lineHeight !== undefined) out.lineHeight = num(v.lineHeight, `${path}.lineHeight`, { min: LINE_HEIGHT_MIN, max: LINE_HEIGHT_MAX });
  if (v.letterSpacing !== undefined) out.letterSpacing = num(v.letterSpacing, `${path}.letterSpacing`, { min: LETTER_SPACING_MIN, max: LETTER_SPACING_MAX });
  if (v.curve !== undefined) out.curve = num(v.curve, `${path}.curve`, { min: CURVE_MIN, max: CURVE_MAX });
  return out;
}

/** A text's outline, shadow and coloured letters (logic/textEffects.ts): each absent (older designs) or well formed. */
function textEffects(v: Obj, path: string, length: number): Pick<TextObject, 'stroke' | 'shadow' | 'colours'> {
  const out: Pick<TextObject, 'stroke' | 'shadow' | 'colours'> = {};
  if (v.stroke !== undefined) {
    if (!isObj(v.stroke)) throw new RestoreError(`${path}.stroke`, 'expected an object');
    out.stroke = {
      colour: colour(v.stroke.colour, `${path}.stroke.colour`),
      width: num(v.stroke.width, `${path}.stroke.width`, { min: STROKE_WIDTH_MIN, max: STROKE_WIDTH_MAX }),
    };
  }
  if (v.shadow !== undefined) {
    if (!isObj(v.shadow)) throw new RestoreError(`${path}.shadow`, 'expected an object');
    out.shadow = { colour: colour(v.shadow.colour, `${path}.shadow.colour`) };
  }
  if (v.colours !== undefined) {
    if (!Array.isArray(v.colours)) throw new RestoreError(`${path}.colours`, 'expected an array');
    if (v.colours.length > MAX_COLOUR_RANGES) throw new RestoreError(`${path}.colours`, `at most ${MAX_COLOUR_RANGES} ranges`);
    const colours = v.colours.map((r: unknown, i) => {
      const at = `${path}.colours.${i}`;
      if (!isObj(r)) throw new RestoreError(at, 'expected an object');
      return {
        start: num(r.start, `${at}.start`, { integer: true, min: 0, max: MAX_TEXT_CHARACTERS }),
        end: num(r.end, `${at}.end`, { integer: true, min: 0, max: MAX_TEXT_CHARACTERS }),
        fill: colour(r.fill, `${at}.fill`),
      };
    });
    const problem = colourRangesProblem(colours, length);
    if (problem) throw new RestoreError(`${path}.colours`, problem);
    if (colours.length) out.colours = colours;
  }
  return out;
}

const flag = (v: unknown, path: string): boolean => {
  if (typeof v !== 'boolean') throw new RestoreError(path, 'expected true or false');
  return v;
};

/** A template's id: what the catalogue names it by (fixtures/catalog/templates.ts), never a path or markup. */
export const TEMPLATE_ID = /^[a-z0-9]+(?:-[a-z0-9]+){0,11}$/;

function templateId(v: unknown, path: string): string {
  const id = str(v, path, 80);
  if (!TEMPLATE_ID.test(id)) throw new RestoreError(path, 'expected a template id (lower-case letters, digits and dashes)');
  return id;
}

/** An object's lock, hidden flag and template mark (issue 29): each absent (older designs) or well formed, kept only when set. */
function objectState(v: Obj, path: string): ObjectState {
  const out: ObjectState = {};
  if (v.locked !== undefined && flag(v.locked, `${path}.locked`)) out.locked = true;
  if (v.hidden !== undefined && flag(v.hidden, `${path}.hidden`)) out.hidden = true;
  if (v.template !== undefined) {
    const t = v.template;
    if (!isObj(t)) throw new RestoreError(`${path}.template`, 'expected an object');
    out.template = { locked: flag(t.locked, `${path}.template.locked`) };
    if (t.placeholder !== undefined) {
      const expected = v.kind === 'text' ? 'text' : 'photo';
      if (!PLACEHOLDERS.includes(t.placeholder as Placeholder) || t.placeholder !== expected)
        throw new RestoreError(`${path}.template.placeholder`, `expected "${expected}" on ${v.kind === 'text' ? 'a text' : 'an image'}`);
      out.template.placeholder = t.placeholder as Placeholder;
    }
  }
  return out;
}

/** A picture's frame (export/frames.ts): one of the frames the scene can draw. */
function frame(v: unknown, path: string): ImageFrame {
  if (isObj(v) && v.kind === 'design') {
    // a library design's outline (export/maskPath.ts): its id, box and path data as the server writes them
    if (!isFrameMask(v.mask))
      throw new RestoreError(`${path}.mask`, `expected a library design's outline (designId, d of M, L, C, Z within ${MASK_SIDE}, width, height)`);
    return { kind: 'design', mask: { designId: v.mask.designId, d: v.mask.d, width: v.mask.width, height: v.mask.height } };
  }
  if (!isObj(v) || !FRAME_KINDS.includes(v.kind as FrameKind)) throw new RestoreError(`${path}.kind`, `expected one of ${FRAME_KINDS.join(', ')}, design`);
  return { kind: v.kind as FrameKind };
}

/** The photo inside its frame: its overflow placed by x and y (0..1) and a zoom from 1 (covering) to MAX_PHOTO_ZOOM. */
function placement(v: unknown, path: string): PhotoPlacement {
  if (!isObj(v)) throw new RestoreError(path, 'expected an object with x, y and zoom');
  return {
    x: num(v.x, `${path}.x`, { min: 0, max: 1 }),
    y: num(v.y, `${path}.y`, { min: 0, max: 1 }),
    zoom: num(v.zoom, `${path}.zoom`, { min: 1, max: MAX_PHOTO_ZOOM }),
  };
}

function object(v: unknown, id: string, fonts: readonly KnownFont[] | undefined): DesignObject {
  const path = `objects.${id}`;
  objectId(id, isObj(v) ? v.kind : undefined);
  if (!isObj(v)) throw new RestoreError(path, 'expected an object');
  if (v.kind === 'text') {
    const font = str(v.font, `${path}.font`, 100);
    const fontFile = str(v.fontFile, `${path}.fontFile`, 200);
    checkFont(font, fontFile, path, fonts);
    if (typeof v.text === 'string' && v.text.length > MAX_TEXT_CHARACTERS)
      throw new DesignBudgetError({ limit: 'text-characters', field: `${path}.text`, value: v.text.length, max: MAX_TEXT_CHARACTERS });
    const text = str(v.text, `${path}.text`, MAX_TEXT_CHARACTERS);
    return {
      id,
      kind: 'text',
      text,
      font,
      fontFile,
      fill: colour(v.fill, `${path}.fill`),
      rightToLeft: v.rightToLeft === true,
      fontSize: num(v.fontSize ?? 60, `${path}.fontSize`, { positive: true, max: MAX_FONT_SIZE }),
      ...(v.box === undefined ? {} : { box: textBox(v.box, `${path}.box`) }),
      ...textStyle(v, path),
      ...textEffects(v, path, text.length),
      ...objectState(v, path),
      transform: transform(v.transform, `${path}.transform`),
      ...objectLook(v, path, 'text'),
    };
  }
  if (v.kind === 'image') {
    return {
      id,
      kind: 'image',
      src: src(v.src, `${path}.src`),
      naturalWidth: pixels(v.naturalWidth, `${path}.naturalWidth`, MAX_IMAGE_SIDE),
      naturalHeight: pixels(v.naturalHeight, `${path}.naturalHeight`, MAX_IMAGE_SIDE),
      ...objectState(v, path),
      ...(v.frame === undefined ? {} : { frame: frame(v.frame, `${path}.frame`) }),
      ...(v.inner === undefined ? {} : { inner: placement(v.inner, `${path}.inner`) }),
      transform: transform(v.transform, `${path}.transform`),
      ...objectLook(v, path, 'image'),
    };
  }
  throw new RestoreError(`${path}.kind`, 'expected "text" or "image"');
}

function product(v: unknown): ProductContext {
  if (!isObj(v)) throw new RestoreError('product', 'expected an object');
  const typeCode = v.typeCode as TypeCode;
  if (!TYPE_CODES.includes(typeCode)) throw new RestoreError('product.typeCode', `expected one of ${TYPE_CODES.join(', ')}`);
  const l = isObj(v.limits) ? v.limits : {};
  const limit = (k: keyof typeof DEFAULT_LIMITS) =>
    num(l[k] ?? DEFAULT_LIMITS[k], `product.limits.${k}`, { min: 0, max: k === 'minPack' ? MAX_QUANTITY : MAX_PHYSICAL_SIZE, integer: k === 'minPack' });
  const limits = {
    minWidth: limit('minWidth'),
    minHeight: limit('minHeight'),
    maxWidth: limit('maxWidth'),
    maxHeight: limit('maxHeight'),
    minPack: limit('minPack'),
  };
  // Inconsistent limits would make every size both too small and too big.
  if (limits.maxWidth < limits.minWidth) throw new RestoreError('product.limits.maxWidth', `below minWidth ${limits.minWidth}`);
  if (limits.maxHeight < limits.minHeight) throw new RestoreError('product.limits.maxHeight', `below minHeight ${limits.minHeight}`);
  const s = (k: string) => optStr(v[k], `product.${k}`);
  return {
    productId: posInt(v.productId, 'product.productId'),
    typeCode,
    unit: v.unit === 'inch' ? 'inch' : 'cm',
    width: optSize(v.width, 'product.width'),
    height: optSize(v.height, 'product.height'),
    quantity: posInt(v.quantity ?? 1, 'product.quantity', MAX_QUANTITY),
    pack: v.pack === null || v.pack === undefined ? null : posInt(v.pack, 'product.pack', MAX_QUANTITY),
    material: s('material'),
    model: s('model'),
    modelSize: s('modelSize'),
    tissue: s('tissue'),
    mechanism: s('mechanism'),
    drop: s('drop'),
    chainPosition: s('chainPosition'),
    composition: s('composition'),
    device: s('device'),
    limits,
  };
}

/**
 * Turns a stored or received document into a valid current one. Old schema versions are upgraded (v1 -> v2);
 * repairable faults are repaired (order entries without objects dropped, objects missing from order appended, angles
 * normalised, colours lower-cased, nextId raised above existing ids); anything else is rejected with a RestoreError:
 * out-of-range sizes, counts, transforms and ids (restoreRules.ts), ids whose letter does not match the object kind,
 * fonts not in `options.fonts` (when given), and image sources the shop does not serve. A document nested deeper than
 * a design can be, or over a design budget (rules/designBudget.ts: objects, characters, text at print size, the
 * pictures' natural pixels) is refused too, the latter with a DesignBudgetError naming the limit.
 */
export function restoreDocument(input: unknown, options: RestoreOptions = {}): DesignDocument {
  let raw: unknown = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new RestoreError('(root)', 'not valid JSON');
    }
  }
  if (!isObj(raw)) throw new RestoreError('(root)', 'expected an object');
  if (nestsDeeperThan(raw, MAX_DESIGN_DEPTH)) throw new RestoreError('(root)', `nested more than ${MAX_DESIGN_DEPTH} levels deep`);
  const version = raw.schemaVersion ?? raw.version;
  if (version === 1) raw = upgradeV1(raw);
  else if (version !== SCHEMA_VERSION) throw new RestoreError('schemaVersion', `unsupported version ${String(version)}`);
  const d = raw as Obj;
  if (!isObj(d.canvas)) throw new RestoreError('canvas', 'expected an object');
  const canvas = { width: pixels(d.canvas.width, 'canvas.width', MAX_CANVAS_SIDE), height: pixels(d.canvas.height, 'canvas.height', MAX_CANVAS_SIDE) };
  let background: DesignDocument['background'] = null;
  if (d.background !== null && d.background !== undefined) {
    if (!isObj(d.background)) throw new RestoreError('background', 'expected an object or null');
    background = {
      src: src(d.background.src, 'background.src'),
      naturalWidth: pixels(d.background.naturalWidth, 'background.naturalWidth', MAX_IMAGE_SIDE),
      naturalHeight: pixels(d.background.naturalHeight, 'background.naturalHeight', MAX_IMAGE_SIDE),
    };
    // absent (documents from before the photo could move): centred, and kept absent so they write the same bytes
    const at = d.background.position;
    if (at !== undefined && at !== null) {
      if (!isObj(at)) throw new RestoreError('background.position', 'expected an object with x and y from 0 to 1');
      background.position = { x: num(at.x, 'background.position.x', { min: 0, max: 1 }), y: num(at.y, 'background.position.y', { min: 0, max: 1 }) };
    }
  }
  const shapeIn = isObj(d.shape) ? d.shape : {};
  const kind = (shapeIn.kind ?? 'original') as ShapeKind;
  if (!SHAPE_KINDS.includes(kind)) throw new RestoreError('shape.kind', `expected one of ${SHAPE_KINDS.join(', ')}`);
  const effect = (d.effect ?? 'original') as Effect;
  if (!EFFECTS.includes(effect)) throw new RestoreError('effect', `expected one of ${EFFECTS.join(', ')}`);
  if (!isObj(d.objects)) throw new RestoreError('objects', 'expected an object keyed by id');
  const count = Object.keys(d.objects).length;
  if (count > MAX_OBJECTS) throw new DesignBudgetError({ limit: 'objects', field: 'objects', value: count, max: MAX_OBJECTS });
  const objects: Record<string, DesignObject> = {};
  for (const [id, value] of Object.entries(d.objects)) objects[id] = object(value, id, options.fonts);
  const orderIn = Array.isArray(d.order) ? d.order : [];
  const order = [...new Set(orderIn.filter((id): id is string => typeof id === 'string' && Object.hasOwn(objects, id)))];
  for (const id of Object.keys(objects).sort(byIdNumber)) if (!order.includes(id)) order.push(id);
  const maxId = Math.max(0, ...Object.keys(objects).map((id) => Number(id.slice(1))));
  // A missing nextId is repaired; a present one must be exact, or new ids could collide with existing ones.
  const nextIdIn = d.nextId === undefined || d.nextId === null ? 1 : posInt(d.nextId, 'nextId', MAX_OBJECT_ID + 1);
  const doc: DesignDocument = {
    schemaVersion: SCHEMA_VERSION,
    product: product(d.product),
    canvas,
    background,
    backgroundColor: d.backgroundColor === null || d.backgroundColor === undefined ? null : colour(d.backgroundColor, 'backgroundColor'),
    shape: { kind, rounded: canRoundCorners(kind) && shapeIn.rounded === true },
    effect,
    objects,
    order,
    nextId: Math.max(nextIdIn, maxId + 1),
  };
  if (d.template !== undefined && d.template !== null) {
    if (!isObj(d.template)) throw new RestoreError('template', "expected an object with the template's id");
    doc.template = { id: templateId(d.template.id, 'template.id') };
  }
  const over = designBudgetRefusal(doc);
  if (over) throw new DesignBudgetError(over);
  return doc;
}

const byIdNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

/**
 * The clipboard's content read back (logic/arrange.ts ClipboardContent): untrusted like a stored design (another
 * tab, an older shop or anything else may have written the key), so each object is checked as a document's objects
 * are, with no more than a design may hold. Throws a RestoreError naming what is wrong.
 */
export function restoreClipboard(text: string, options: RestoreOptions = {}): ClipboardContent {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RestoreError('(clipboard)', 'not valid JSON');
  }
  if (!isObj(raw) || raw.kind !== CLIPBOARD_KIND) throw new RestoreError('(clipboard)', 'not copied design objects');
  if (nestsDeeperThan(raw, MAX_DESIGN_DEPTH)) throw new RestoreError('(clipboard)', `nested more than ${MAX_DESIGN_DEPTH} levels deep`);
  if (!isObj(raw.canvas)) throw new RestoreError('canvas', 'expected an object');
  const canvas = { width: pixels(raw.canvas.width, 'canvas.width', MAX_CANVAS_SIDE), height: pixels(raw.canvas.height, 'canvas.height', MAX_CANVAS_SIDE) };
  if (!Array.isArray(raw.objects) || raw.objects.length === 0) throw new RestoreError('objects', 'expected a list of objects');
  if (raw.objects.length > MAX_OBJECTS) throw new DesignBudgetError({ limit: 'objects', field: 'objects', value: raw.objects.length, max: MAX_OBJECTS });
  const objects = raw.objects.map((v: unknown, i) => {
    // checked under an id of its kind, as a stored design's; the paste gives it a fresh one
    const { id: _id, ...rest } = object(v, `${isObj(v) && v.kind === 'image' ? 'i' : 't'}${i + 1}`, options.fonts);
    void _id;
    return rest;
  });
  return { kind: CLIPBOARD_KIND, canvas, objects };
}
