import { useEffect, useState } from 'react';

// The shop's fonts (workers/fonts/catalogue.ts) shown in the page's own text: each face added to the document once,
// under a name of its own, fetched from /fonts when first asked for. The designer's font picker and the product
// page's lettering preview use it, so what the page shows is drawn in the face the print uses.

const added = new Map<string, Promise<boolean>>();

/** The CSS family name a shop font is shown under. */
export const fontFaceName = (file: string) => `atelier-${file.replace(/\W/g, '-')}`;

/** Adds the font's face to the page and loads it (once); resolves false if it could not be loaded. */
export function loadFontFace(file: string): Promise<boolean> {
  let loading = added.get(file);
  if (!loading) {
    const face = new FontFace(fontFaceName(file), `url(/fonts/${file})`);
    document.fonts.add(face);
    loading = face.load().then(
      () => true,
      () => {
        added.delete(file);
        return false;
      },
    );
    added.set(file, loading);
  }
  return loading;
}

/** Whether the font is ready to draw with; loads it on first use. */
export function useFontFace(file: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadFontFace(file).then((ok) => live && setReady(ok));
    return () => {
      live = false;
    };
  }, [file]);
  return ready;
}
