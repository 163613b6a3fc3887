import { describe, expect, it } from 'vitest';
import type { TextObject } from '../model.js';
import { twoTexts } from '../session/testing.js';
import { dispatch } from './index.js';

const t1 = (s: ReturnType<typeof twoTexts>) => s.doc.objects.t1 as TextObject;

describe('text effects actions (issue 29): outline, shadow, coloured letters', () => {
  it('turning the outline or the shadow on or off is one undo step each, announced', () => {
    const s = twoTexts();
    expect(dispatch(s, 'textOutline', { on: true })).toBe(false); // nothing selected
    s.select(['t1']);
    dispatch(s, 'textOutline', { on: true });
    expect(t1(s).stroke).toEqual({ colour: '#ffffff', width: 0.05 });
    expect(s.session.announcement).toBe('Outline added to text “Hello”');
    dispatch(s, 'textShadow', { on: true });
    expect(t1(s).shadow).toEqual({ colour: '#555555' });
    expect(s.history.size.undo).toBe(2);
    dispatch(s, 'undo');
    expect(t1(s)).not.toHaveProperty('shadow');
    dispatch(s, 'textOutline', { on: false });
    expect(t1(s)).not.toHaveProperty('stroke');
    expect(s.session.announcement).toBe('Outline taken off text “Hello”');
  });

  it("a width slider's drag and a colour picker's shades are one undo step, kept when let go", () => {
    const s = twoTexts();
    s.select(['t1']);
    for (const width of [0.06, 0.08, 0.1]) dispatch(s, 'textOutline', { width });
    dispatch(s, 'textOutline', { colour: '#00ff00' });
    expect(dispatch(s, 'endTextEffect')).toBe(true);
    expect(t1(s).stroke).toEqual({ colour: '#00ff00', width: 0.1 });
    expect(s.session.announcement).toBe('Outline changed on text “Hello”');
    for (const colour of ['#111111', '#222222']) dispatch(s, 'textShadow', { colour });
    dispatch(s, 'endTextEffect');
    expect(s.history.size.undo).toBe(2);
    dispatch(s, 'undo');
    expect(t1(s)).not.toHaveProperty('shadow');
    dispatch(s, 'undo');
    expect(t1(s)).not.toHaveProperty('stroke');
  });

  it('colouring the selected letters is one undo step with the picker, closed as the text colour is', () => {
    const s = twoTexts();
    s.select(['t1']);
    dispatch(s, 'colourCharacters', { id: 't1', start: 0, end: 2, fill: '#ee0000' });
    dispatch(s, 'colourCharacters', { id: 't1', start: 0, end: 2, fill: '#ff0000' });
    dispatch(s, 'endTextColour');
    expect(t1(s).colours).toEqual([{ start: 0, end: 2, fill: '#ff0000' }]);
    expect(s.history.size.undo).toBe(1);
    // typing before them moves them on, in the same text
    dispatch(s, 'typeText', { id: 't1', text: 'Oh Hello' });
    dispatch(s, 'endTyping');
    expect(t1(s).colours).toEqual([{ start: 3, end: 5, fill: '#ff0000' }]);
    dispatch(s, 'undo');
    dispatch(s, 'undo');
    expect(t1(s)).not.toHaveProperty('colours');
  });
});
