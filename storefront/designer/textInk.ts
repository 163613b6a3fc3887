import { useEffect, useMemo, useState } from 'react';
import { orderedObjects, textInkBox, textLayoutKey, textLayoutOf, type Box, type DesignDocument, type TextMeasure, type TextObject } from '../../editor-engine';
import { renderClient } from './renderClient';

// The preflight judges a text by what it inks: its outline in the real font, placed as the export places it. The page
// measures each text once through the render worker (the same outline as the canvas, the export and the server);
// until the worker answers, the text is simply not judged against the cut line, never judged on a guess.

/** The outline's and the shadow's reach count in the ink too. */
const key = (t: TextObject) => `${textLayoutKey(t)}|${JSON.stringify([t.stroke, t.shadow])}`;
/** Measured ink boxes by content; typing makes a new one per keystroke, so the oldest go past this many. */
const KEEP = 500;
const measured = new Map<string, Box | null>();

/** The live preflight's text measure: the inked box of each text of `doc`, as the render worker outlines it. */
export function useTextInk(doc: DesignDocument): TextMeasure {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const missing = orderedObjects(doc).filter((o): o is TextObject => o.kind === 'text' && !measured.has(key(o)));
    if (missing.length === 0) return;
    let live = true;
    void (async () => {
      const client = await renderClient();
      await Promise.all(
        missing.map(async (t) => {
          const outline = await client.outlineText(textLayoutOf(t));
          measured.set(key(t), textInkBox(outline, t));
          if (measured.size > KEEP) measured.delete(measured.keys().next().value!);
        }),
      );
      if (live) setVersion((v) => v + 1);
    })().catch((e: unknown) => console.error('preflight: a text could not be measured', e));
    return () => {
      live = false;
    };
  }, [doc]);
  // a new function once new boxes are in (version), so the preflight that depends on it is judged again
  return useMemo<TextMeasure>(() => {
    void version;
    return (t) => measured.get(key(t)) ?? null;
  }, [version]);
}
