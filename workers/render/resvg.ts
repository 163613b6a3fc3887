/**
 * resvg options shared by every rasteriser so the browser (resvg-wasm) and Node give identical pixels: no system
 * fonts (text is already outlined), fixed background, width-fitted output.
 */
export function resvgOptions(width: number, transparent = false) {
  return {
    fitTo: { mode: 'width' as const, value: width },
    font: { loadSystemFonts: false },
    // Transparent only for intermediate images (an image with the effect baked in), never for a design.
    background: transparent ? 'rgba(0, 0, 0, 0)' : 'rgba(255, 255, 255, 1)',
    shapeRendering: 2 as const,
    imageRendering: 0 as const,
  };
}

/** The shape of resvg-wasm's Resvg class that rendering needs. */
interface WasmResvg {
  new (svg: string, options: ReturnType<typeof resvgOptions>): { render(): { asPng(): Uint8Array; free(): void }; free(): void };
}

/** SVG to PNG with resvg-wasm, freeing the wasm memory of both the renderer and the image afterwards. */
export function wasmPng(Resvg: WasmResvg, svg: string, width: number, transparent = false): Uint8Array {
  const r = new Resvg(svg, resvgOptions(width, transparent));
  const img = r.render();
  const png = img.asPng();
  img.free();
  r.free();
  return png;
}

/** Node rasterisers are synchronous. */
export type SyncRasteriser = (svg: string, width: number, transparent?: boolean) => Uint8Array;
