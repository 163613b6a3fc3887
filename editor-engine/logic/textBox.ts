import { IMAGE_FIT_MARGIN, ROTATION_CONTROL_OFFSET, TEXT_BOX_MIN_WIDTH } from '../constants.js';
import type { TextBox } from '../model.js';
import { paragraphsOf } from './textLayout.js';

// Long text fits the canvas (issue 26): a text lives in a box the size of the canvas less the fit margin (and, above
// and below, the rotation knob's offset, so the knob over a centred text stays on the canvas), in its own units
// (before its scale). A line that fits stays one line at its size; a longer text wraps at spaces (a word
// longer than the box breaks between letters) and, when its lines are taller than the box, its size shrinks until
// they fit. Personalisers wrap rather than scale a long text into one unreadable line. The worker lays the lines out
// (workers/text/layout.ts) for the canvas, the export and the print alike.

/** The box a text scaled by `scale` gets on a canvas: the canvas less the margins, never under half of it. */
export function textBoxFor(canvas: { width: number; height: number }, scale = 1): TextBox {
  const s = Math.abs(scale) > 0 ? Math.abs(scale) : 1;
  const inner = (side: number, margin: number) => Math.max(side - 2 * margin, side / 2);
  return {
    width: Math.max(TEXT_BOX_MIN_WIDTH, inner(canvas.width, IMAGE_FIT_MARGIN) / s),
    height: Math.max(TEXT_BOX_MIN_WIDTH, inner(canvas.height, IMAGE_FIT_MARGIN + ROTATION_CONTROL_OFFSET) / s),
  };
}

export interface TextFit {
  /** The size the text is drawn at (its fontSize, or smaller to fit the box's height). */
  size: number;
  lines: string[];
}

const graphemes = (s: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s), (g) => g.segment);

/**
 * Greedy wrap: words (split at white space) into lines no wider than `width`; a word wider than that breaks between
 * letters. `gap` is the letter spacing `measure` adds between letters, counted where pieces join.
 */
export function wrapLines(text: string, width: number, measure: (s: string) => number, gap = 0): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  };
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    if (measure(word) <= width) {
      push(word);
      continue;
    }
    let piece = '';
    let pieceWidth = 0;
    for (const g of graphemes(word)) {
      const w = measure(g);
      if (piece && pieceWidth + gap + w > width) {
        push(piece);
        piece = '';
        pieceWidth = 0;
        if (line) {
          lines.push(line);
          line = '';
        }
      }
      pieceWidth += (piece ? gap : 0) + w;
      piece += g;
    }
    push(piece);
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** How the lines are spaced: the distance between baselines times the font's own, and the letter spacing in ems. */
export interface LineSpacing {
  lineHeight?: number;
  letterSpacing?: number;
}

/**
 * The lines and size of a text in its box. `measure` is a line's advance width at size 1 (its letter spacing
 * included) and `lineHeight` a line's height at size 1 (the font's ascent plus descent). A typed line break starts
 * a new line; each paragraph wraps on its own. Without a box, or when the text is one line that fits, it is its
 * paragraphs at `fontSize`, exactly as before boxes existed.
 */
export function fitText(
  text: string,
  fontSize: number,
  box: TextBox | undefined,
  measure: (s: string) => number,
  lineHeight: number,
  spacing: LineSpacing = {},
): TextFit {
  const paragraphs = paragraphsOf(text).map((p) => p.replace(/\t+/g, ' '));
  const factor = spacing.lineHeight ?? 1;
  const gap = spacing.letterSpacing ?? 0;
  // the first line's own height, then a baseline step for each further line (n lines at the font's height for 1)
  const height = (n: number, size: number) => (1 + (n - 1) * factor) * lineHeight * size;
  if (!box || (paragraphs.length === 1 && measure(paragraphs[0]) * fontSize <= box.width && lineHeight * fontSize <= box.height))
    return { size: fontSize, lines: paragraphs };
  // a line is as wide as its words and spaces: each word measured once (outlining is the costly part)
  const widths = new Map<string, number>();
  const word = (s: string) => widths.get(s) ?? widths.set(s, measure(s)).get(s)!;
  const cached = (s: string) => s.split(' ').reduce((w, part, i) => w + word(part) + (i > 0 ? word(' ') + 2 * gap : 0), 0);
  const wrap = (size: number) => paragraphs.flatMap((p) => wrapLines(p, box.width / size, cached, gap));
  const fits = (size: number) => {
    const lines = wrap(size);
    return height(lines.length, size) <= box.height ? lines : null;
  };
  const wrapped = fits(fontSize);
  if (wrapped) return { size: fontSize, lines: wrapped };
  // the largest size whose lines fit the box's height (fewer lines as the size shrinks), to a hundredth of a pixel
  let [low, high] = [Math.min(1, fontSize), fontSize];
  while (high - low > 0.01) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return { size: low, lines: wrap(low) };
}
