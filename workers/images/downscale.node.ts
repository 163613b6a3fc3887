/**
 * The downscale job in Node (QA replay, server), where there is no createImageBitmap/OffscreenCanvas. Same result
 * shape as the browser's `downscaleImage`: resvg rasterises `<svg><image href="data:…"/></svg>` at the target size.
 * Node-only (file-type); never import it from browser code — use `downscaleImage` from `workers/render/node.ts`.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { SyncRasteriser } from '../render/resvg.js';
import { downscaleSize, type DownscaledImage } from './downscale.js';
import { readImageHeader, shownSize, type ImageKind } from './imageHeader.js';

const KINDS: Record<string, ImageKind> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * `mime` is the uploader's claim; like createImageBitmap, the content decides. Images that already fit come back
 * untouched (same bytes, their real type); others become PNG (resvg encodes nothing else), also for JPEG input.
 */
export async function downscaleImageNode(bytes: ArrayBuffer, mime: string, maxSide: number, rasterise: SyncRasteriser): Promise<DownscaledImage> {
  if (!(Number.isFinite(maxSide) && maxSide >= 1)) throw new Error(`downscaleImage: maxSide must be at least 1, got ${maxSide}`);
  const input = new Uint8Array(bytes);
  const sniffed = await fileTypeFromBuffer(input);
  const kind = sniffed && KINDS[sniffed.mime];
  if (!sniffed || !kind) {
    throw new Error(`downscaleImage: not a PNG, JPEG, GIF or WebP image (content is ${sniffed?.mime ?? 'unrecognised'}, declared ${mime || 'nothing'})`);
  }
  const header = readImageHeader(input, kind);
  const original = shownSize(header);
  const size = downscaleSize(original.width, original.height, Math.floor(maxSide));
  const result = { ...size, originalWidth: original.width, originalHeight: original.height };
  if (size.width === original.width && size.height === original.height) return { bytes, mime: sniffed.mime, ...result };
  if (kind === 'webp') {
    throw new Error('downscaleImage: WebP can only be downscaled in the browser (resvg 2.6 has no WebP decoder in Node)');
  }
  const svg = imageSvg(`data:${sniffed.mime};base64,${Buffer.from(input).toString('base64')}`, size.width, size.height, header.orientation);
  const png = rasterise(svg, size.width, true);
  return { bytes: png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer, mime: 'image/png', ...result };
}

/**
 * The image stretched to exactly W×H (preserveAspectRatio none, like drawImage into the canvas), turned upright by
 * its EXIF orientation as browsers do: the stored image is drawn at its own proportions and then mapped.
 */
export function imageSvg(href: string, width: number, height: number, orientation = 1): string {
  const turned = orientation >= 5;
  const [w, h] = turned ? [height, width] : [width, height];
  const transform: Record<number, string> = {
    2: `matrix(-1 0 0 1 ${width} 0)`,
    3: `matrix(-1 0 0 -1 ${width} ${height})`,
    4: `matrix(1 0 0 -1 0 ${height})`,
    5: 'matrix(0 1 1 0 0 0)',
    6: `matrix(0 1 -1 0 ${width} 0)`,
    7: `matrix(0 -1 -1 0 ${width} ${height})`,
    8: `matrix(0 -1 1 0 0 ${height})`,
  };
  const t = transform[orientation] ? ` transform="${transform[orientation]}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image href="${href}" width="${w}" height="${h}" preserveAspectRatio="none"${t}/></svg>`
  );
}
