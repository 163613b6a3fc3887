import { fitText, fmt, paragraphsOf, textStyleOf, type TextAlign, type TextLayoutRequest } from '../../editor-engine/index.js';
import { outlineCurved } from './curve.js';
import { outlineText, type OutlineResult } from './outline.js';

// The layout step of a text in its box (editor-engine/rules/textBox.ts decides the lines and the size): each line is
// outlined on its own (outline.ts, one line) and set under the previous one, left, centred or right under the widest
// (rules/textLayout.ts: the text's alignment, line height and letter spacing). The canvas, the export, the print and
// the server's checks all outline through here, so a wrapped text is the same everywhere.

export type { TextLayoutRequest };

/** Whatever outline.ts draws a line with: a font, or a font and its fallbacks. */
type Fonts = Parameters<typeof outlineText>[0];

/** Moves absolute path data (every command's numbers are x, y pairs) by dx, dy. */
function translate(d: string, dx: number, dy: number): string {
  let i = 0;
  return d.replace(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi, (n) => fmt(Number(n) + (i++ % 2 === 0 ? dx : dy)));
}

/** Where a line of `lineWidth` starts in lines as wide as `width`. */
const startOf = (align: TextAlign, width: number, lineWidth: number) => (align === 'left' ? 0 : align === 'right' ? width - lineWidth : (width - lineWidth) / 2);

/**
 * The text's outline in its box: one line as outline.ts draws it, or lines one under the other; a curved text's lines
 * (rules/textCurve.ts) then bent on their arc (curve.ts).
 */
export function outlineTextBox(fonts: Fonts, req: Omit<TextLayoutRequest, 'fontFile'>): OutlineResult {
  const style = textStyleOf(req);
  const spacing = style.letterSpacing;
  const paragraphs = paragraphsOf(req.text);
  // a line that fits (every text without a box) is outlined once, as before boxes
  const line = outlineText(fonts, paragraphs.length === 1 ? req.text : paragraphs[0], req.fontSize, req.rightToLeft, spacing);
  const lineHeight = (line.ascent + line.descent) / req.fontSize;
  const fits = paragraphs.length === 1 && (!req.box || (line.width <= req.box.width && line.ascent + line.descent <= req.box.height));
  const unit = (s: string) => outlineText(fonts, s, 1, req.rightToLeft, spacing).width;
  const { size, lines } = fits ? { size: req.fontSize, lines: [req.text] } : fitText(req.text, req.fontSize, req.box, unit, lineHeight, style);
  if (style.curve !== 0) {
    const start = (width: number, lineWidth: number) => startOf(style.align, width, lineWidth);
    const curved = outlineCurved(fonts, { lines, fontSize: size, rightToLeft: req.rightToLeft, letterSpacing: spacing, startOf: start, step: lineHeight * size * style.lineHeight, curve: style.curve });
    if (curved) return curved;
  }
  if (fits) return line;
  if (lines.length === 1) return outlineText(fonts, lines[0], size, req.rightToLeft, spacing);
  const outlined = lines.map((l) => outlineText(fonts, l, size, req.rightToLeft, spacing));
  const width = Math.max(...outlined.map((o) => o.width));
  const step = lineHeight * size * style.lineHeight;
  const at = (o: OutlineResult, n: number) => ({ dx: startOf(style.align, width, o.width), dy: n * step });
  // pictures in a line (emoji, when outline.ts draws them) move with it
  type Pictured = { pictures?: { x: number; y: number }[] };
  const pictures = outlined.flatMap((o, n) => ((o as Pictured).pictures ?? []).map((p) => ({ ...p, x: p.x + at(o, n).dx, y: p.y + at(o, n).dy })));
  // (typed loosely so this step reads the one-line outline whether or not it carries pictures)
  return {
    ...outlined[0],
    d: outlined.map((o, n) => translate(o.d, at(o, n).dx, at(o, n).dy)).join(''),
    width,
    // the box below the first baseline reaches the last line's descent
    descent: outlined[0].descent + (lines.length - 1) * step,
    ...(pictures.length ? { pictures } : {}),
    missing: [...new Set(outlined.flatMap((o) => o.missing))],
  } as OutlineResult;
}
