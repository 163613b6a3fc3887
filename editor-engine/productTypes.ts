// What each designer product type does differently (SPEC.md section 2's type codes), named once so no rule compares a
// bare code. The shapes are the shop's rule (rules/shape.ts): the server prices and cuts them and the product page
// offers them without the designer, so that predicate lives there and is only re-exported here.
import type { TypeCode } from './model.js';

export { offersShapes } from '../rules/shape.js';

/** Type 6, the shape-based image product: selecting an object keeps the editor's mode (SPEC.md section 5). */
export const isShapeBased = (typeCode: TypeCode): boolean => typeCode === 6;

/**
 * Type 7, the canvas sized by its catalogue device: its design is 1 x 1 (SPEC.md section 5), so no size alert applies
 * and its proportions come from the catalogue size chosen, never from the document.
 */
export const isOneByOne = (typeCode: TypeCode): boolean => typeCode === 7;

/** Types 3 and 12: width and height are typed freely, not kept to the canvas's proportions (SPEC.md section 5). */
export const hasFreeProportions = (typeCode: TypeCode): boolean => typeCode === 3 || typeCode === 12;

/** Type 9, clothing: a model and clothing size, a fabric colour, and the garment's mockup around the canvas. */
export const isClothing = (typeCode: TypeCode): boolean => typeCode === 9;

/** Type 10, pack-priced sizes: a pack of at least the product's minimum is part of the order. */
export const isPackPriced = (typeCode: TypeCode): boolean => typeCode === 10;
