// SPEC.md section 4: colours 104 and 106-109 force normal orientation and hide the orientation section. The one way
// it is decided: server pricing refuses reversed with them and the product answer flags them for the page.

export const NORMAL_ORIENTATION_COLOURS: readonly number[] = [104, 106, 107, 108, 109];

export const forcesNormalOrientation = (colourId: number | undefined): boolean => colourId !== undefined && NORMAL_ORIENTATION_COLOURS.includes(colourId);

/** A line ordered in reversed orientation is made mirrored (the product page's orientation, or the text products' flag). */
export const isMirrored = (options: Record<string, unknown>): boolean => options.orientation === 'reversed' || options.reversed === true;
