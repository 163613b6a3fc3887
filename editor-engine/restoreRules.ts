import { MAX_QUANTITY } from '../rules/quantity.js';
import { MAX_LENGTH_CM } from '../rules/size.js';
import type { DesignBudgetRefusal } from '../rules/designBudget.js';
/**
 * Bounds and formats for untrusted documents (restore.ts). Each check throws a RestoreError naming the field.
 * Bounds are generous for real designs and tight enough that export stays bounded and ids stay exact.
 */

export class RestoreError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`Invalid design document at ${field}: ${problem}`);
    this.name = 'RestoreError';
  }
}

const BUDGET_WORDS: Record<DesignBudgetRefusal['limit'], string> = {
  objects: 'texts and pictures',
  pictures: 'pictures',
  'text-characters': 'characters in one text',
  characters: 'characters in all texts',
  'text-coverage': 'times the print covered by text',
  'image-pixels': 'picture pixels',
};

/** A document over one of the design budgets (rules/designBudget.ts): the refusal says which, so callers can name it. */
export class DesignBudgetError extends RestoreError {
  constructor(readonly refusal: DesignBudgetRefusal) {
    super(refusal.field, `over the design budget: ${refusal.value} ${BUDGET_WORDS[refusal.limit]}, at most ${refusal.max}`);
    this.name = 'DesignBudgetError';
  }
}

/** Physical sizes and limits, in the product's unit (cm or inch): the shop's length cap, as the contract's lengthField. */
export const MAX_PHYSICAL_SIZE = MAX_LENGTH_CM;
/** Quantity and pack: the shop's quantity cap, as the contract's quantityField. */
export { MAX_QUANTITY };
/** Canvas side in screen pixels (exports scale from it, so it never needs print size). */
export const MAX_CANVAS_SIDE = 10_000;
/** Natural size of an image side in pixels. */
export const MAX_IMAGE_SIDE = 50_000;
/** Object centres may lie off the canvas, but not arbitrarily far. */
export const MAX_POSITION = 100_000;
export const MIN_SCALE = 0.001;
export const MAX_SCALE = 1000;
export const MAX_FONT_SIZE = 1000;
/** Angles are normalised to [0, 360); a stored angle beyond a thousand turns is not a real rotation. */
export const MAX_ANGLE = 360_000;
/** Highest id number (and nextId): far below 2^53, so nextId + n stays an exact integer. */
export const MAX_OBJECT_ID = 1_000_000_000;

export function num(v: unknown, path: string, opts: { min?: number; max?: number; positive?: boolean; integer?: boolean } = {}): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RestoreError(path, 'expected a finite number');
  if (opts.integer && !Number.isSafeInteger(v)) throw new RestoreError(path, 'expected a whole number');
  if (opts.positive && !(v > 0)) throw new RestoreError(path, 'expected a positive number');
  if (opts.min !== undefined && v < opts.min) throw new RestoreError(path, `expected at least ${opts.min}`);
  if (opts.max !== undefined && v > opts.max) throw new RestoreError(path, `expected at most ${opts.max}`);
  return v;
}

/** A positive whole number up to `max` (ids, quantities, packs). */
export const posInt = (v: unknown, path: string, max: number = Number.MAX_SAFE_INTEGER) => num(v, path, { integer: true, positive: true, max });

export function str(v: unknown, path: string, maxLength = 10_000): string {
  if (typeof v !== 'string') throw new RestoreError(path, 'expected a string');
  if (v.length > maxLength) throw new RestoreError(path, `longer than ${maxLength} characters`);
  return v;
}

/** Object ids: `t<n>` for texts, `i<n>` for images, n a whole number 1..MAX_OBJECT_ID without leading zeros. */
export function objectId(id: string, kind: unknown): number {
  const m = /^([ti])([1-9]\d{0,9})$/.exec(id);
  if (!m) throw new RestoreError(`objects.${id}`, 'ids look like t1 or i2');
  const n = Number(m[2]);
  if (n > MAX_OBJECT_ID) throw new RestoreError(`objects.${id}`, `id number above ${MAX_OBJECT_ID}`);
  const expected = m[1] === 't' ? 'text' : 'image';
  if ((kind === 'text' || kind === 'image') && kind !== expected)
    throw new RestoreError(`objects.${id}`, `${m[1]}… ids are for ${expected}s, got ${kind === 'image' ? 'an image' : 'a text'}`);
  return n;
}

/** A font the export can resolve: `family` and the `.woff` file the worker loads (workers/fonts/catalogue.ts). */
export interface KnownFont {
  family: string;
  file: string;
}

/**
 * Without a font list only the shape is checked (a bare file name, so it cannot point elsewhere); with one (the
 * render worker's FONTS), the file must be listed and belong to the named family, so a bad font fails here and not
 * halfway through an export.
 */
export function checkFont(font: string, fontFile: string, path: string, known?: readonly KnownFont[]): void {
  if (!/^[\p{L}\p{N} ._'-]{1,100}$/u.test(font)) throw new RestoreError(`${path}.font`, 'expected a font family name');
  if (!/^[a-z0-9][a-z0-9._-]{0,199}\.(woff2?|ttf|otf)$/i.test(fontFile) || fontFile.includes('..')) {
    throw new RestoreError(`${path}.fontFile`, 'expected a font file name like roboto-latin-400-normal.woff');
  }
  if (!known) return;
  const entry = known.find((f) => f.file === fontFile);
  if (!entry) throw new RestoreError(`${path}.fontFile`, `unknown font file ${fontFile}`);
  if (entry.family !== font) throw new RestoreError(`${path}.font`, `${fontFile} is ${entry.family}, not ${font}`);
}

/** Same-origin prefixes the shop serves images under (server/app.ts, uploadService). */
export const MEDIA_PREFIXES = ['/media/uploads/', '/media/catalog/', '/media/designs/'] as const;
const SEGMENT = /^[\w-][\w.-]*$/;
const DATA_IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]*={0,2}$/;

/**
 * Image sources the shop serves: a relative asset path (resolved against the asset base, e.g. fixture `logo.png`),
 * a path under one of MEDIA_PREFIXES, or an inline data:image. No schemes (so no file:, javascript: or fetches to
 * other or internal hosts such as 169.254.169.254), no other absolute paths (/etc/passwd), no `..`.
 */
export function imageSrc(v: unknown, path: string): string {
  const s = str(v, path, 5_000_000);
  if (s.startsWith('data:')) {
    if (DATA_IMAGE.test(s)) return s;
    throw new RestoreError(path, 'unsupported image source: data URLs must be base64 png, jpeg, webp or gif');
  }
  if (s.split('/').includes('..')) throw new RestoreError(path, 'relative source may not contain ..');
  const prefix = MEDIA_PREFIXES.find((p) => s.startsWith(p));
  const rest = prefix ? s.slice(prefix.length) : s;
  if (rest.length <= 2000 && rest.split('/').every((seg) => SEGMENT.test(seg) && !seg.includes('..'))) return s;
  throw new RestoreError(path, `unsupported image source: expected a relative asset path, a path under ${MEDIA_PREFIXES.join(', ')} or a data:image URL`);
}
