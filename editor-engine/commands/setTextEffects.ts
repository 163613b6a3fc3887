import type { TextShadow, TextStroke } from '../model.js';
import { normaliseHex } from '../logic/colour.js';
import { STROKE_WIDTH_MAX, STROKE_WIDTH_MIN } from '../logic/textEffects.js';
import { within } from '../logic/textLayout.js';
import { isLocked } from '../logic/locks.js';
import { CommandError, defineCommand } from './command.js';

export interface SetTextEffectsArgs {
  id: string;
  /** The outline, or null to take it away; absent: unchanged. */
  stroke?: TextStroke | null;
  /** The shadow, or null to take it away; absent: unchanged. */
  shadow?: TextShadow | null;
}

/** A text's outline and shadow (issue 29), checked against logic/textEffects.ts's bounds. */
export const setTextEffects = defineCommand<SetTextEffectsArgs>('setTextEffects', (draft, { id, stroke, shadow }) => {
  const obj = draft.objects[id];
  if (!obj || obj.kind !== 'text') throw new CommandError('setTextEffects', `no text with id ${id}`);
  // a locked text keeps its style (logic/locks.ts), as styleText
  if (isLocked(obj)) throw new CommandError('setTextEffects', `${id} is locked`);
  if (stroke === null) delete obj.stroke;
  else if (stroke !== undefined) {
    if (!within(stroke.width, STROKE_WIDTH_MIN, STROKE_WIDTH_MAX))
      throw new CommandError('setTextEffects', `the outline's width must be ${STROKE_WIDTH_MIN} to ${STROKE_WIDTH_MAX} em`);
    obj.stroke = { colour: normaliseHex(stroke.colour), width: stroke.width };
  }
  if (shadow === null) delete obj.shadow;
  else if (shadow !== undefined) obj.shadow = { colour: normaliseHex(shadow.colour) };
});
