import { useEffect, useState } from 'react';
import { textLayoutKey, textLayoutOf, type TextObject } from '../../../editor-engine';
import { renderClient } from '../renderClient';

// Issue 26: a character neither the text's font, the shop's fallback fonts nor an emoji picture can draw is told to
// the shopper as soon as the text has it, with the characters named, before Add to cart (which the server refuses).
// The render worker outlines the text as the canvas does (and remembers it), so asking again costs nothing.

/** The characters of a text that will not print, named, or nothing. */
export function UnprintableCharacters({ text }: { text: TextObject }) {
  const [missing, setMissing] = useState<string[]>([]);
  // asked again only when the outline would change (not when the text moves)
  const key = textLayoutKey(text);
  useEffect(() => {
    let live = true;
    void renderClient()
      .then((c) => c.outlineText(textLayoutOf(text)))
      .then((o) => live && setMissing([...new Set(o.missing)]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the request is keyed by textLayoutKey
  if (missing.length === 0) return null;
  return (
    <p className="alert alert--danger" role="alert" data-testid="designer-text-unprintable">
      These characters cannot be printed: {missing.join(' ')}. Please remove them or choose another font.
    </p>
  );
}
