// A shaped piece's cut (SPEC.md section 4: original, circle, square, rectangle; square and rectangle straight or
// rounded, "radius 20"). One home for what the designer's canvas draws, the product page previews, the proof prints
// and the plotter cuts, so the four never disagree (issue 27).

/** The cuts a shaped product is made to; 'original' is none (the full face). */
export const SHAPE_KINDS = ['original', 'circle', 'square', 'rectangle'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];
/** The product types cut to a shape the shopper chooses (SPEC.md: 6 shape-based, 8 image product with shapes). */
export const offersShapes = (typeCode: number): boolean => typeCode === 6 || typeCode === 8;

/** The designer's canvas width (px) the SPEC's "radius 20" is measured on: a new design starts 600 px wide. */
const DESIGNER_CANVAS_WIDTH = 600;
/** The SPEC's rounded border, on the designer's canvas. */
const SPEC_ROUNDED_RADIUS = 20;

/**
 * A rounded corner's radius as a share of the piece's short side: the SPEC's 20 px on a square piece of the designer's
 * 600 px canvas, and the same share of any other piece, whatever its size or the unit it is drawn in (canvas px, pt).
 */
export const ROUNDED_CORNER_SHARE = SPEC_ROUNDED_RADIUS / DESIGNER_CANVAS_WIDTH;

/** The radius of a rounded corner on a piece `width` x `height` (in the same unit). */
export const roundedCornerRadius = (width: number, height: number): number => Math.min(width, height) * ROUNDED_CORNER_SHARE;

/**
 * A circle or a square is as wide as it is tall (SPEC.md section 5: its sizes stay proportional to the designer's
 * square canvas). Ordered at another size it would print and cut as an ellipse or a squashed square: it is refused.
 */
export const needsSquareSize = (shape: unknown): boolean => shape === 'circle' || shape === 'square';

/** Only a square or a rectangle has corners to round (a circle's rounding means nothing). */
export const canRoundCorners = (shape: unknown): boolean => shape === 'square' || shape === 'rectangle';

/** Two lengths within 0.05 cm of each other are one size (sizes are kept to 0.1 cm). */
const SAME_LENGTH_CM = 0.05;

/** Whether a shape can be made at a size (cm): anything for the original and a rectangle, a square size otherwise. */
export function shapeFitsSize(shape: unknown, width: number, height: number): boolean {
  return !needsSquareSize(shape) || Math.abs(width - height) < SAME_LENGTH_CM;
}
