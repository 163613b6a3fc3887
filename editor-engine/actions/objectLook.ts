import type { ImageObject } from '../model.js';
import { isLocked } from '../logic/locks.js';
import { adjustOf, opacityOf, type AdjustField } from '../logic/look.js';
import type { DesignerSession } from '../session/session.js';
import { hasSelection } from './action.js';

// What the look's actions share (flipHorizontal, flipVertical, setOpacity, adjustImage, endLook): the objects they
// apply to, and a slider's values kept under one mark (`opacity:<ids>`, `adjust:<field>:<id>`) until it is let go,
// so a drag is one undo step, as the text style's sliders (textStyle.ts).

/** The one selected picture's id, if exactly one picture is selected. */
export function selectedImageId(s: DesignerSession): string | undefined {
  const [id, ...more] = s.session.selection;
  return id && more.length === 0 && s.doc.objects[id]?.kind === 'image' ? id : undefined;
}

/** One picture selected whose look may change (not locked: logic/locks.ts). */
export const oneImageSelected = (s: DesignerSession): boolean => {
  const id = selectedImageId(s);
  return id !== undefined && !isLocked(s.doc.objects[id]);
};
export { hasSelection };

const ADJUST_WORDS: Record<AdjustField, string> = { brightness: 'Brightness', contrast: 'Contrast', saturation: 'Saturation' };

/** "Opacity 50 % on image", "Brightness +20 on image": what a slider's value is, for the live region. */
export function lookWords(s: DesignerSession, mark: string): string {
  const opacity = /^opacity:(.+)$/.exec(mark);
  if (opacity) {
    const ids = opacity[1].split(',');
    const first = s.doc.objects[ids[0]];
    return `Opacity ${first ? Math.round(opacityOf(first) * 100) : 100} % on ${s.describe(ids)}`;
  }
  const [, field, id] = /^adjust:(\w+):(.+)$/.exec(mark) ?? [];
  const o = s.doc.objects[id] as ImageObject | undefined;
  const value = o ? adjustOf(o)[field as AdjustField] : 0;
  return `${ADJUST_WORDS[field as AdjustField]} ${value > 0 ? '+' : ''}${value} on ${s.describe([id])}`;
}

/** Opens the slider's mark unless its drag is already under it (another slider's open drag is kept first). */
export function slideUnder(s: DesignerSession, mark: string): void {
  const pending = s.getSnapshot().pending;
  if (pending === mark) return;
  if (pending && /^(opacity|adjust):/.test(pending)) s.commit(lookWords(s, pending));
  s.begin(mark);
}
