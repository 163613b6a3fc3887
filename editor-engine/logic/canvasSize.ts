// The canvas is the product (issue 24): its proportions are those of the size being ordered, so the print file,
// whose page is the ordered size, never stretches what the shopper placed. One rule, applied by the setSize and
// setShape commands (undoable with them); the page reads it only to start a garment's design at its print area.
import { needsSquareSize } from '../../rules/shape.js';
import type { DesignDocument, ShapeKind, TypeCode } from '../model.js';
import { isOneByOne } from '../productTypes.js';

export interface CanvasSize {
  width: number;
  height: number;
}

export interface OrderedSize {
  width: number | null;
  height: number | null;
}

const round2 = (v: number): number => Math.round(v * 100) / 100;
const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The canvas for an ordered size: the same width (screen pixels; exports scale from it), the height from the
 * size's proportions. A circle or square shape makes it square. Until both dimensions are known it stays as it is.
 * Type 7 designs are 1 x 1 (SPEC.md section 5): their proportions come from the catalogue size chosen, passed as
 * `size` by the caller, never from the document's 1 x 1.
 */
export function canvasForSize(size: OrderedSize, shape: ShapeKind, typeCode: TypeCode, canvas: CanvasSize): CanvasSize {
  const width = canvas.width;
  // a circle or a square cut is as wide as it is tall (rules/shape.ts): its canvas is square whatever the size fields say
  if (needsSquareSize(shape)) return { width, height: width };
  if (!known(size.width) || !known(size.height)) return { width, height: canvas.height };
  if (isOneByOne(typeCode) && size.width === 1 && size.height === 1) return { width, height: canvas.height };
  return { width, height: round2((width * size.height) / size.width) };
}

/** Whether a catalogue size is a round one ("Round Ø 10 cm"): the coasters tell it only by name and device. */
export const isRoundSizeName = (name: string): boolean => /\bround\b|Ø/i.test(name);

/**
 * Gives a document's canvas a new size keeping the design in place: every object keeps its distance to the canvas
 * centre and its scale (never stretched). The background covers the new area centred (`xMidYMid slice`).
 */
export function resizeCanvas(doc: { canvas: CanvasSize; objects: DesignDocument['objects'] }, next: CanvasSize): void {
  const dx = (next.width - doc.canvas.width) / 2;
  const dy = (next.height - doc.canvas.height) / 2;
  if (dx === 0 && dy === 0) return;
  for (const o of Object.values(doc.objects)) {
    o.transform.x += dx;
    o.transform.y += dy;
  }
  doc.canvas.width = next.width;
  doc.canvas.height = next.height;
}

/**
 * The ordered size per canvas pixel, in the product's unit (cm or inch), for the rulers and the snapping guides'
 * distances; null until the size is known (and for type 7's 1 x 1, whose size is the catalogue's, not the document's).
 */
export function orderedUnitPerPx(doc: Pick<DesignDocument, 'product' | 'canvas'>): { unit: 'cm' | 'inch'; x: number; y: number } | null {
  const { width, height, unit, typeCode } = doc.product;
  if (!known(width) || !known(height) || (isOneByOne(typeCode) && width === 1 && height === 1)) return null;
  return { unit, x: width / doc.canvas.width, y: height / doc.canvas.height };
}

/** A length at the ordered size as the shopper reads it: "3.5 cm", "1.25 in". */
export function formatLength(value: number, unit: 'cm' | 'inch'): string {
  const v = unit === 'cm' ? Math.round(value * 10) / 10 : Math.round(value * 100) / 100;
  return `${v.toLocaleString('en')} ${unit === 'cm' ? 'cm' : 'in'}`;
}
