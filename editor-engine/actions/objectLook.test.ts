import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { OPACITY_MIN, tooFaint } from '../logic/look.js';
import { DesignerSession } from '../session/session.js';
import { twoTexts } from '../session/testing.js';
import { actionForKey, dispatch, handleKey, type KeyPress } from './index.js';

const key = (k: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key: k, ...extra });

function withPicture(): DesignerSession {
  const s = twoTexts();
  const doc = apply(s.doc, 'addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 });
  const session = new DesignerSession(doc);
  session.select(['i3']);
  return session;
}

describe('flip, opacity and picture adjustments (issue 29)', () => {
  it('keys: Shift+H flips horizontally, Shift+V vertically; never in a field', () => {
    expect(actionForKey(key('H', { shiftKey: true }))).toBe('flipHorizontal');
    expect(actionForKey(key('V', { shiftKey: true }))).toBe('flipVertical');
    expect(actionForKey(key('H', { shiftKey: true, targetIsInput: true }))).toBeUndefined();
    expect(actionForKey(key('V', { shiftKey: true, ctrlKey: true }))).toBeUndefined();
  });

  it('a flip is one undo step on any selected object, announced', () => {
    const s = twoTexts();
    expect(handleKey(s, key('H', { shiftKey: true }))).toBe(false);
    s.select(['t1']);
    expect(handleKey(s, key('H', { shiftKey: true }))).toBe(true);
    expect(s.doc.objects.t1).toMatchObject({ flipX: true });
    expect(s.session.announcement).toBe('Flipped horizontally: text “Hello”');
    dispatch(s, 'flipVertical');
    expect(s.doc.objects.t1).toMatchObject({ flipX: true, flipY: true });
    dispatch(s, 'undo');
    expect(s.doc.objects.t1).not.toHaveProperty('flipY');
    expect(s.history.size.undo).toBe(1);
  });

  it('an opacity slider drag is one undo step, announced when it is let go', () => {
    const s = withPicture();
    const before = s.history.size.undo;
    for (const opacity of [0.9, 0.7, 0.5]) dispatch(s, 'setOpacity', { opacity });
    expect(s.doc.objects.i3).toMatchObject({ opacity: 0.5 });
    expect(dispatch(s, 'endLook')).toBe(true);
    expect(s.session.announcement).toBe('Opacity 50 % on image');
    expect(s.history.size.undo).toBe(before + 1);
    dispatch(s, 'undo');
    expect(s.doc.objects.i3).not.toHaveProperty('opacity');
  });

  it('the opacity stops at a visible 10 %: nothing fainter is made, so nothing invisible is ordered', () => {
    const s = withPicture();
    expect(OPACITY_MIN).toBe(0.1);
    expect(() => dispatch(s, 'setOpacity', { opacity: 0 })).toThrow(/opacity must be 0.1 to 1/);
    expect(() => dispatch(s, 'setOpacity', { opacity: 0.05 })).toThrow();
    expect(s.doc.objects.i3).not.toHaveProperty('opacity');
    dispatch(s, 'setOpacity', { opacity: OPACITY_MIN });
    expect(s.doc.objects.i3).toMatchObject({ opacity: 0.1 });
    // a document kept before the floor still opens, and tooFaint names what the add refuses (server/services/designCheck.ts)
    expect(tooFaint({ ...s.doc.objects.i3, opacity: 0 })).toBe(true);
    expect(tooFaint(s.doc.objects.i3)).toBe(false);
  });

  it('adjusting a picture: each slider drag one step, only with one picture selected', () => {
    const s = withPicture();
    const before = s.history.size.undo;
    for (const value of [10, 20, 30]) dispatch(s, 'adjustImage', { field: 'brightness', value });
    // another slider taken before the first was let go: the first drag is kept as its own step
    for (const value of [-10, -20]) dispatch(s, 'adjustImage', { field: 'saturation', value });
    dispatch(s, 'endLook');
    expect(s.session.announcement).toBe('Saturation -20 on image');
    expect(s.doc.objects.i3).toMatchObject({ adjust: { brightness: 30, contrast: 0, saturation: -20 } });
    expect(s.history.size.undo).toBe(before + 2);
    dispatch(s, 'undo');
    expect(s.doc.objects.i3).toMatchObject({ adjust: { brightness: 30, saturation: 0 } });
    s.select(['t1']);
    expect(dispatch(s, 'adjustImage', { field: 'contrast', value: 5 })).toBe(false);
  });
});
