import { IMAGE_FIT_MARGIN, IMAGE_FIT_STEP } from '../constants.js';
import type { TypeCode } from '../model.js';

/**
 * Scale for an uploaded image: if it is wider or taller than the canvas minus 25 px, its width shrinks in steps of
 * 10 px (keeping the aspect ratio) until it fits. Computed in closed form: the smallest number of steps k with
 * width - 10k <= canvasWidth - 25 and the matching height <= canvasHeight - 25.
 */
export function fitImageScale(naturalWidth: number, naturalHeight: number, canvasWidth: number, canvasHeight: number): number {
  const maxW = canvasWidth - IMAGE_FIT_MARGIN;
  const maxH = canvasHeight - IMAGE_FIT_MARGIN;
  if (naturalWidth <= maxW && naturalHeight <= maxH) return 1;
  const widthForMaxH = (maxH * naturalWidth) / naturalHeight;
  const targetWidth = Math.min(maxW, widthForMaxH);
  const steps = Math.max(0, Math.ceil((naturalWidth - targetWidth) / IMAGE_FIT_STEP - 1e-9));
  const width = Math.max(IMAGE_FIT_STEP, naturalWidth - steps * IMAGE_FIT_STEP);
  return width / naturalWidth;
}

export interface CanvasGeometry {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The fixed-ratio bordered canvas products (SPEC.md section 2: types 7 and 12): their canvas's share of the container. */
const BORDERED_CANVAS: Partial<Record<TypeCode, { width: number; height: number; top: number }>> = {
  7: { width: 0.55, height: 0.72, top: 0.25 },
  12: { width: 0.73, height: 0.85, top: 0.036 },
};

/**
 * Where the canvas sits inside the product image container. Type 7: 55 % x 72 % of the container, 25 % from the top,
 * centred horizontally. Type 12: 73 % x 85 %, offset 3.6 % from the top, centred. Others fill the container.
 */
export function canvasGeometry(typeCode: TypeCode, containerWidth: number, containerHeight: number): CanvasGeometry {
  const bordered = BORDERED_CANVAS[typeCode];
  if (bordered) {
    const width = containerWidth * bordered.width;
    return { width, height: containerHeight * bordered.height, top: containerHeight * bordered.top, left: (containerWidth - width) / 2 };
  }
  return { left: 0, top: 0, width: containerWidth, height: containerHeight };
}
