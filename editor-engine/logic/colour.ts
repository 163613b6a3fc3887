import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import { MAX_COLOUR_INPUT_LENGTH } from '../constants.js';

extend([namesPlugin]);

export type ColourInputType = 'hex' | 'rgb' | 'hsl' | 'keyword';
export type ColourParse = { ok: true; hex: string; type: ColourInputType } | { ok: false; error: string };

const EXPECTED: Record<ColourInputType, string> = {
  hex: '#rgb or #rrggbb',
  rgb: 'rgb(r, g, b) with r, g and b from 0 to 255',
  hsl: 'hsl(h, s%, l%) with h from 0 to 360 and s and l from 0 to 100',
  keyword: 'a known colour name',
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NUM = '\\s*(\\d+(?:\\.\\d+)?)';
const RGB = new RegExp(`^rgb\\(${NUM}\\s*,${NUM}\\s*,${NUM}\\s*\\)$`, 'i');
const HSL = new RegExp(`^hsl\\(${NUM}\\s*,${NUM}%?\\s*,${NUM}%?\\s*\\)$`, 'i');

export const INVALID_INPUT = 'Input value is invalid';

function detectType(input: string): ColourInputType {
  if (input.startsWith('#')) return 'hex';
  if (/^rgb/i.test(input)) return 'rgb';
  if (/^hsl/i.test(input)) return 'hsl';
  return 'keyword';
}

const parseError = (type: ColourInputType, input: string): ColourParse => ({
  ok: false,
  error: `Input ${type} color string could not be parsed. Expected format: ${EXPECTED[type]}. String received: ${input}`,
});

/**
 * Parses the designer's colour input (SPEC.md 5): hex #rgb/#rrggbb, rgb 0-255, hsl 0-360/0-100/0-100 or a known
 * keyword, shorter than 25 characters. Ranges are checked here (colord would clamp); colord does the conversion and
 * knows the CSS colour names.
 */
export function parseColourInput(raw: string): ColourParse {
  if (typeof raw !== 'string') return { ok: false, error: INVALID_INPUT };
  const input = raw.trim();
  if (input === '' || input.length >= MAX_COLOUR_INPUT_LENGTH) return { ok: false, error: INVALID_INPUT };
  const type = detectType(input);
  let css = input;
  if (type === 'hex') {
    if (!HEX.test(input)) return parseError(type, input);
  } else if (type === 'rgb') {
    const m = RGB.exec(input);
    if (!m || m.slice(1).some((v) => Number(v) > 255)) return parseError(type, input);
  } else if (type === 'hsl') {
    const m = HSL.exec(input);
    if (!m || Number(m[1]) > 360 || Number(m[2]) > 100 || Number(m[3]) > 100) return parseError(type, input);
    css = `hsl(${m[1]}, ${m[2]}%, ${m[3]}%)`;
  } else if (!/^[a-z]+$/i.test(input)) {
    return parseError(type, input);
  } else {
    css = input.toLowerCase();
  }
  const colour = colord(css);
  if (!colour.isValid()) return parseError(type, input);
  return { ok: true, hex: colour.alpha(1).toHex(), type };
}

/** Normalises a stored colour to lower-case #rrggbb; throws with the parse error text for anything else. */
export function normaliseHex(value: string): string {
  const parsed = parseColourInput(value);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.hex;
}
