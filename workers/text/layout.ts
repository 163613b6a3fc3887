import { fitText, fmt, type TextBox } from '../../editor-engine/index.js';
import { outlineText, type OutlineResult } from './outline.js';

// The layout step of a text in its box (editor-engine/rules/textBox.ts decides the lines and the size): each line is
// outlined on its own (outline.ts, one line) and set under the previous one, centred. The canvas, the export and the
// print all outline through here, so a wrapped text is the same everywhere.

export interface TextLayoutRequest {
  text: string;
  fontSize: number;
  rightToLeft: boolean;
  box?: TextBox;
}

/** Whatever outline.ts draws a line with: a font, or a font and its fallbacks. */
type Fonts = Parameters<typeof outlineText>[0];

/** Moves absolute path data (every command's numbers are x, y pairs) by dx, dy. */
function translate(d: string, dx: number, dy: number): string {
  let i = 0;
  return d.replace(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi, (n) => fmt(Number(n) + (i++ % 2 === 0 ? dx : dy)));
}

/** The text's outline in its box: one line as outline.ts draws it, or lines centred one under the other. */
export function outlineTextBox(fonts: Fonts, req: TextLayoutRequest): OutlineResult {
  // a line that fits (every text without a box) is outlined once, as before boxes
  const line = outlineText(fonts, req.text, req.fontSize, req.rightToLeft);
  if (!req.box || (line.width <= req.box.width && line.ascent + line.descent <= req.box.height)) return line;
  const unit = (s: string) => outlineText(fonts, s, 1, req.rightToLeft).width;
  const lineHeight = (line.ascent + line.descent) / req.fontSize;
  const { size, lines } = fitText(req.text, req.fontSize, req.box, unit, lineHeight);
  if (lines.length === 1) return outlineText(fonts, lines[0], size, req.rightToLeft);
  const outlined = lines.map((l) => outlineText(fonts, l, size, req.rightToLeft));
  const width = Math.max(...outlined.map((o) => o.width));
  const step = lineHeight * size;
  const at = (o: OutlineResult, n: number) => ({ dx: (width - o.width) / 2, dy: n * step });
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
