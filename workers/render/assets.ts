/** Where the renderer gets bytes from; Node and the browser pass different implementations. */
export interface AssetLoader {
  font(file: string): Promise<ArrayBuffer | Uint8Array>;
  /** Image bytes for a document's image source (relative asset path, URL or data: URI). */
  image(src: string): Promise<{ bytes: Uint8Array; mime: string }>;
  /**
   * How a picture with the document's effect baked in is kept, given its baked PNG and its source's bytes: a print
   * file's loader stores a photo's as JPEG (server/print/mediaAssets.ts); without it, the PNG (the browser's pixels).
   */
  encodeBaked?(png: Uint8Array, source: { bytes: Uint8Array; mime: string }): Promise<{ bytes: Uint8Array; mime: string }>;
}

export function mimeOf(src: string, bytes: Uint8Array): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57) return 'image/webp';
  if (/\.gif$/i.test(src) || (bytes[0] === 0x47 && bytes[1] === 0x49)) return 'image/gif';
  // library designs are SVG (resvg draws an SVG inside an <image> as well as a bitmap)
  if (isSvg(bytes)) return 'image/svg+xml';
  throw new Error(`Unsupported image type for ${src.slice(0, 60)}`);
}

/** SVG markup: text starting (after a BOM, spaces, an XML declaration or comments) with an <svg element. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

export function decodeDataUri(src: string): { bytes: Uint8Array; mime: string } | null {
  const m = /^data:(image\/[a-z]+);base64,(.*)$/i.exec(src);
  if (!m) return null;
  return { bytes: base64ToBytes(m[2]), mime: m[1].toLowerCase() };
}

export function bytesToBase64(bytes: Uint8Array): string {
  if (typeof Buffer !== 'undefined') return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function base64ToBytes(b64: string): Uint8Array {
  if (typeof Buffer !== 'undefined') return new Uint8Array(Buffer.from(b64, 'base64'));
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/**
 * URL of a restored document's image source (restoreDocument admits only these forms): a same-origin media path
 * (`/media/uploads/…`) as it is, a relative asset path under the asset base. Other URLs never reach here, but for
 * the page's own `blob:` copies of its pictures (ExportPngOptions.copies), which are read as they are.
 */
export function assetUrl(src: string, assetBaseUrl: string): string {
  return src.startsWith('/') || src.startsWith('blob:') ? src : `${assetBaseUrl.replace(/\/$/, '')}/${src}`;
}

/** Browser loader: fonts and relative image sources fetched from base URLs. */
export function fetchAssetLoader(fontBaseUrl: string, assetBaseUrl: string): AssetLoader {
  const get = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  };
  return {
    font: (file) => get(`${fontBaseUrl.replace(/\/$/, '')}/${encodeURIComponent(file)}`),
    async image(src) {
      const inline = decodeDataUri(src);
      if (inline) return inline;
      const bytes = await get(assetUrl(src, assetBaseUrl));
      return { bytes, mime: mimeOf(src, bytes) };
    },
  };
}
