/**
 * A WOFF 1.0 font as the plain OpenType (sfnt) bytes it wraps. HarfBuzz reads sfnt only, and the shop's fonts come
 * from @fontsource as .woff; WOFF is the sfnt's tables, each zlib-compressed unless that made it bigger (W3C WOFF
 * 1.0, section 5), so unpacking is a table directory rewrite and one inflate per table, done with the platform's
 * DecompressionStream (browser and Node alike). Bytes that are already sfnt are returned as they are.
 */
export async function sfntBytes(input: ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  const woff = input instanceof Uint8Array ? input : new Uint8Array(input);
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // 'wOFF'
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const at = 44 + i * 20;
      const offset = view.getUint32(at + 4);
      const compLength = view.getUint32(at + 8);
      const origLength = view.getUint32(at + 12);
      const stored = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(stored) : stored;
      if (data.byteLength !== origLength) throw new Error('WOFF table of the wrong length');
      return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
    }),
  );
  const headerSize = 12 + 16 * numTables;
  let size = headerSize;
  for (const t of tables) size += (t.data.byteLength + 3) & ~3;
  const out = new Uint8Array(size);
  const w = new DataView(out.buffer);
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  w.setUint32(0, flavor);
  w.setUint16(4, numTables);
  w.setUint16(6, searchRange * 16);
  w.setUint16(8, entrySelector);
  w.setUint16(10, numTables * 16 - searchRange * 16);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    w.setUint32(at, t.tag);
    w.setUint32(at + 4, t.checksum);
    w.setUint32(at + 8, offset);
    w.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += (t.data.byteLength + 3) & ~3;
  });
  return out;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
