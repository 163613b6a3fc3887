import { fitText, fmt, paragraphsOf, textStyleOf, type TextAlign, type TextLayoutRequest } from '../../editor-engine/index.js';
import { outlineCurved } from './curve.js';
import { outlineText, type OutlineResult } from './outline.js';

// The layout step of a text in its box (editor-engine/logic/textBox.ts decides the lines and the size): each line is
// outlined on its own (outline.ts, one line) and set under the previous one, left, centred or right under the widest
// (logic/textLayout.ts: the text's alignment, line height and letter spacing). The canvas, the export, the print and
// the server's checks all outline through here, so a wrapped text is the same everywhere.

export type { TextLayoutRequest };

/** Whatever outline.ts draws a line with: a font, or a font and its fallbacks. */
type Fonts = Parameters<typeof outlineText>[0];

/** Moves absolute path data (every command's numbers are x, y pairs) by dx, dy. */
function translate(d: string, dx: number, dy: number): string {
  let i = 0;
  return d.replace(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi, (n) => fmt(Number(n) + (i++ % 2 === 0 ? dx : dy)));
}

/** The colour of the text's letter at a UTF-16 index, when it is coloured apart (logic/textEffects.ts ranges). */
function colourOf(req: Pick<TextLayoutRequest, 'colours'>): ((index: number) => string | undefined) | undefined {
  const ranges = req.colours;
  if (!ranges?.length) return undefined;
  return (i) => ranges.find((r) => r.start <= i && i < r.end)?.fill;
}

/**
 * Where each UTF-16 unit of each line stands in the text: the lines are the text's words in order, a space of a line
 * standing for any run of white space (wrapping drops the spaces at its breaks, tabs become spaces).
 */
function lineOrigins(text: string, lines: readonly string[]): number[][] {
  let j = 0;
  const blank = (c: string | undefined) => c !== undefined && /\s/u.test(c);
  return lines.map((line) => {
    const at: number[] = [];
    for (let i = 0; i < line.length; i++) {
      while (j < text.length && text[j] !== line[i] && !(blank(line[i]) && blank(text[j]))) j++;
      at.push(j++);
    }
    return at;
  });
}

/** Where a line of `lineWidth` starts in lines as wide as `width`. */
const startOf = (align: TextAlign, width: number, lineWidth: number) =>
  align === 'left' ? 0 : align === 'right' ? width - lineWidth : (width - lineWidth) / 2;

/**
 * The text's outline in its box: one line as outline.ts draws it, or lines one under the other; a curved text's lines
 * (logic/textCurve.ts) then bent on their arc (curve.ts).
 */
export function outlineTextBox(fonts: Fonts, req: Omit<TextLayoutRequest, 'fontFile'>): OutlineResult {
  const style = textStyleOf(req);
  const spacing = style.letterSpacing;
  const paragraphs = paragraphsOf(req.text);
  // a line that fits (every text without a box) is outlined once, as before boxes
  const colourAt = colourOf(req);
  // the first paragraph starts the text: its indices are the text's
  const line = outlineText(fonts, paragraphs.length === 1 ? req.text : paragraphs[0], req.fontSize, req.rightToLeft, spacing, colourAt);
  const lineHeight = (line.ascent + line.descent) / req.fontSize;
  const fits = paragraphs.length === 1 && (!req.box || (line.width <= req.box.width && line.ascent + line.descent <= req.box.height));
  const unit = (s: string) => outlineText(fonts, s, 1, req.rightToLeft, spacing).width;
  const { size, lines } = fits ? { size: req.fontSize, lines: [req.text] } : fitText(req.text, req.fontSize, req.box, unit, lineHeight, style);
  const origins = colourAt ? lineOrigins(req.text, lines) : [];
  const lineColour = (n: number) => (colourAt ? (i: number) => colourAt(origins[n][i] ?? req.text.length) : undefined);
  if (style.curve !== 0) {
    const start = (width: number, lineWidth: number) => startOf(style.align, width, lineWidth);
    const colourOfLine = colourAt && ((n: number, i: number) => lineColour(n)?.(i));
    const step = lineHeight * size * style.lineHeight;
    const curved = outlineCurved(fonts, {
      lines,
      fontSize: size,
      rightToLeft: req.rightToLeft,
      letterSpacing: spacing,
      startOf: start,
      step,
      curve: style.curve,
      colourAt: colourOfLine,
    });
    if (curved) return fits ? curved : { ...curved, size };
  }
  if (fits) return line;
  if (lines.length === 1) return { ...outlineText(fonts, lines[0], size, req.rightToLeft, spacing, lineColour(0)), size };
  const outlined = lines.map((l, n) => outlineText(fonts, l, size, req.rightToLeft, spacing, lineColour(n)));
  const width = Math.max(...outlined.map((o) => o.width));
  const step = lineHeight * size * style.lineHeight;
  const at = (o: OutlineResult, n: number) => ({ dx: startOf(style.align, width, o.width), dy: n * step });
  // pictures in a line (emoji, when outline.ts draws them) move with it
  type Pictured = { pictures?: { x: number; y: number }[] };
  const pictures = outlined.flatMap((o, n) => ((o as Pictured).pictures ?? []).map((p) => ({ ...p, x: p.x + at(o, n).dx, y: p.y + at(o, n).dy })));
  // the letters coloured apart move with their line too, one part a colour
  const parts = new Map<string, string>();
  outlined.forEach((o, n) => o.parts?.forEach((p) => parts.set(p.fill, (parts.get(p.fill) ?? '') + translate(p.d, at(o, n).dx, at(o, n).dy))));
  // (typed loosely so this step reads the one-line outline whether or not it carries pictures)
  return {
    ...outlined[0],
    d: outlined.map((o, n) => translate(o.d, at(o, n).dx, at(o, n).dy)).join(''),
    width,
    // the box below the first baseline reaches the last line's descent
    descent: outlined[0].descent + (lines.length - 1) * step,
    ...(pictures.length ? { pictures } : {}),
    ...(parts.size ? { parts: [...parts].map(([fill, d]) => ({ d, fill })) } : {}),
    size,
    missing: [...new Set(outlined.flatMap((o) => o.missing))],
  } as OutlineResult;
}
