/** Designer constants of SPEC.md section 9. */
export const IMAGE_FIT_MARGIN = 25;
export const IMAGE_FIT_STEP = 10;
export const ADDED_TEXT_SIZE = 60;
export const TRIPLE_CLICK_MS = 500;
export const ROTATION_CONTROL_OFFSET = 40;
export const DEFAULT_QUANTITY = 1;
export const MAX_COLOUR_INPUT_LENGTH = 25;
export const DEFAULT_HISTORY_LIMIT = 100;
/**
 * Width of a line's print proof, the PNG the server renders from the kept document (the shopper's proof on the order
 * page). The designer's own PNG, the cart's picture, is smaller (contract/pictures.ts DESIGN_PICTURE_SIDE).
 */
export const EXPORT_PNG_WIDTH = 1200;
/** A text box is never narrower than this (SPEC.md section 9: canvas text-box minimum width 20). */
export const TEXT_BOX_MIN_WIDTH = 20;
