import type { TextObject } from '../model.js';
import type { DesignerSession } from '../session/session.js';
import { isLocked } from '../logic/locks.js';
import { CURVE_MAX, CURVE_MIN, CURVE_STEP } from '../logic/textCurve.js';
import {
  LETTER_SPACING_MAX,
  LETTER_SPACING_MIN,
  LETTER_SPACING_STEP,
  LINE_HEIGHT_MAX,
  LINE_HEIGHT_MIN,
  LINE_HEIGHT_STEP,
  textStyleOf,
} from '../logic/textLayout.js';

// What the text style's actions share (alignText, changeLineHeight, changeLetterSpacing, curveText, endTextStyle): the one
// text they apply to, and a number changed by a slider (every value it passes under one mark, kept as one undo step
// when it is let go) or by a key (one step a press).

/** The one selected text's id, if exactly one text is selected. */
export function selectedTextId(s: DesignerSession): string | undefined {
  const [id, ...more] = s.session.selection;
  return id && more.length === 0 && s.doc.objects[id]?.kind === 'text' ? id : undefined;
}

/** One text selected whose style may change (not locked: logic/locks.ts). */
export const oneTextSelected = (s: DesignerSession): boolean => {
  const id = selectedTextId(s);
  return id !== undefined && !isLocked(s.doc.objects[id]);
};

export type SpacingField = 'lineHeight' | 'letterSpacing' | 'curve';

const SPACING = {
  lineHeight: { min: LINE_HEIGHT_MIN, max: LINE_HEIGHT_MAX, step: LINE_HEIGHT_STEP, words: 'Line height', unit: '' },
  letterSpacing: { min: LETTER_SPACING_MIN, max: LETTER_SPACING_MAX, step: LETTER_SPACING_STEP, words: 'Letter spacing', unit: ' em' },
  curve: { min: CURVE_MIN, max: CURVE_MAX, step: CURVE_STEP, words: 'Curve', unit: ' %' },
} as const;

/** A slider's value ({ value }) or a key's steps ({ step: 1 or -1 }), for the text `id` (default: the selected one). */
export interface SpacingArgs {
  id?: string;
  value?: number;
  step?: number;
}

/** The words an announcement says for a value: "Line height 1.5 on text “Hello”". */
export function spacingWords(s: DesignerSession, field: SpacingField, id: string): string {
  const t = s.doc.objects[id] as TextObject | undefined;
  const value = t ? textStyleOf(t)[field] : 0;
  return `${SPACING[field].words} ${value}${SPACING[field].unit} on ${s.describe([id])}`;
}

export function changeSpacing(s: DesignerSession, field: SpacingField, { id = selectedTextId(s), value, step }: SpacingArgs): void {
  if (!id) return;
  const b = SPACING[field];
  if (step !== undefined) {
    const now = textStyleOf(s.doc.objects[id] as TextObject)[field];
    // to the step's hundredths, inside the bounds
    const next = Math.min(b.max, Math.max(b.min, Number((now + step * b.step).toFixed(2))));
    s.run('styleText', { id, [field]: next });
    s.announce(spacingWords(s, field, id));
    return;
  }
  if (value === undefined) return;
  const mark = `${field}:${id}`;
  if (s.getSnapshot().pending !== mark) s.begin(mark);
  s.run('styleText', { id, [field]: value });
}
