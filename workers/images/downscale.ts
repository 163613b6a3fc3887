/**
 * Downscaling uploads before they reach the canvas (browser: worker or main thread; needs createImageBitmap and
 * OffscreenCanvas). The size computation is a pure function so it is tested in Node too.
 */
export function downscaleSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new Error('image has no size');
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const k = maxSide / longest;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

export interface DownscaledImage {
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
  /** Size of the original, for the document's natural size bookkeeping. */
  originalWidth: number;
  originalHeight: number;
}

export async function downscaleImage(bytes: ArrayBuffer, mime: string, maxSide: number): Promise<DownscaledImage> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    throw new Error('downscaleImage needs createImageBitmap and OffscreenCanvas (a browser or worker)');
  }
  const bitmap = await createImageBitmap(new Blob([bytes], { type: mime }));
  try {
    const size = downscaleSize(bitmap.width, bitmap.height, maxSide);
    if (size.width === bitmap.width && size.height === bitmap.height) {
      return { bytes, mime, ...size, originalWidth: bitmap.width, originalHeight: bitmap.height };
    }
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const outMime = mime === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const blob = await canvas.convertToBlob({ type: outMime, quality: 0.92 });
    return { bytes: await blob.arrayBuffer(), mime: outMime, ...size, originalWidth: bitmap.width, originalHeight: bitmap.height };
  } finally {
    bitmap.close();
  }
}
