// The designer's product types (SPEC.md section 2), one list for the engine's model, the contract and the catalogue.

/** Designer product type codes: 2 wall sticker ... 12 (SPEC.md section 2 names each). */
export const DESIGNER_TYPE_CODES = [2, 3, 6, 7, 8, 9, 10, 11, 12] as const;
export type DesignerTypeCode = (typeof DESIGNER_TYPE_CODES)[number];
