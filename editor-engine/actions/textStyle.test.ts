import { describe, expect, it } from 'vitest';
import { twoTexts } from '../session/testing.js';
import { actionForKey, dispatch, handleKey, type KeyPress } from './index.js';

const key = (k: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key: k, ...extra });

describe('text style actions (issue 29): alignment, line height, letter spacing', () => {
  it('keys: Ctrl/Cmd+Shift+L, E, R align; Alt+Shift+Up/Down line height; Alt+Shift+Left/Right letter spacing; never in a field', () => {
    expect(actionForKey(key('L', { ctrlKey: true, shiftKey: true }))).toBe('alignText');
    expect(actionForKey(key('E', { metaKey: true, shiftKey: true }))).toBe('alignText');
    expect(actionForKey(key('ArrowUp', { altKey: true, shiftKey: true }))).toBe('changeLineHeight');
    expect(actionForKey(key('ArrowLeft', { altKey: true, shiftKey: true }))).toBe('changeLetterSpacing');
    // Alt alone still picks the next object
    expect(actionForKey(key('ArrowDown', { altKey: true }))).toBe('selectAdjacent');
    expect(actionForKey(key('E', { ctrlKey: true, shiftKey: true, targetIsInput: true }))).toBeUndefined();
  });

  it('work on one selected text only', () => {
    const s = twoTexts();
    expect(handleKey(s, key('R', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(dispatch(s, 'alignText', { align: 'left' })).toBe(false);
    s.select(['t1', 't2']);
    expect(dispatch(s, 'changeLineHeight', { value: 2 })).toBe(false);
    expect(s.doc.objects.t1).not.toHaveProperty('lineHeight');
  });

  it('aligning is one undo step, announced', () => {
    const s = twoTexts();
    s.select(['t1']);
    expect(handleKey(s, key('R', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(s.doc.objects.t1).toMatchObject({ align: 'right' });
    expect(s.session.announcement).toBe('Lines right on text “Hello”');
    dispatch(s, 'alignText', { align: 'centre' });
    expect(s.session.announcement).toBe('Lines centred on text “Hello”');
    expect(s.history.size.undo).toBe(2);
    dispatch(s, 'undo');
    expect(s.doc.objects.t1).toMatchObject({ align: 'right' });
  });

  it('a slider drag is one undo step, announced when it is let go', () => {
    const s = twoTexts();
    s.select(['t2']);
    for (const value of [1.1, 1.3, 1.6, 1.8]) dispatch(s, 'changeLineHeight', { id: 't2', value });
    expect(s.doc.objects.t2).toMatchObject({ lineHeight: 1.8 });
    expect(dispatch(s, 'endTextStyle')).toBe(true);
    expect(s.session.announcement).toBe('Line height 1.8 on text “World”');
    for (const value of [0.02, 0.05]) dispatch(s, 'changeLetterSpacing', { id: 't2', value });
    dispatch(s, 'endTextStyle');
    expect(s.session.announcement).toBe('Letter spacing 0.05 em on text “World”');
    expect(s.history.size.undo).toBe(2);
    dispatch(s, 'undo');
    expect(s.doc.objects.t2).toMatchObject({ lineHeight: 1.8 });
    expect(s.doc.objects.t2).not.toHaveProperty('letterSpacing');
    dispatch(s, 'undo');
    expect(s.doc.objects.t2).not.toHaveProperty('lineHeight');
    expect(dispatch(s, 'endTextStyle')).toBe(false);
  });

  it('a key press is a step of its own, stopped at the bounds', () => {
    const s = twoTexts();
    s.select(['t1']);
    handleKey(s, key('ArrowUp', { altKey: true, shiftKey: true }));
    handleKey(s, key('ArrowUp', { altKey: true, shiftKey: true }));
    expect(s.doc.objects.t1).toMatchObject({ lineHeight: 1.2 });
    expect(s.session.announcement).toBe('Line height 1.2 on text “Hello”');
    handleKey(s, key('ArrowRight', { altKey: true, shiftKey: true }));
    expect(s.doc.objects.t1).toMatchObject({ letterSpacing: 0.01 });
    for (let i = 0; i < 30; i++) handleKey(s, key('ArrowLeft', { altKey: true, shiftKey: true }));
    expect(s.doc.objects.t1).toMatchObject({ letterSpacing: -0.2 });
    expect(s.history.size.undo).toBe(3 + 21);
  });
});

describe('curveText (issue 29): the Curve slider and Alt+Shift+Page Up / Page Down', () => {
  it('keys: Alt+Shift+Page Up / Page Down, never in a field', () => {
    expect(actionForKey(key('PageUp', { altKey: true, shiftKey: true }))).toBe('curveText');
    expect(actionForKey(key('PageDown', { altKey: true, shiftKey: true }))).toBe('curveText');
    expect(actionForKey(key('PageUp', { altKey: true, shiftKey: true, targetIsInput: true }))).toBeUndefined();
  });

  it('a slider drag is one undo step, announced in % when it is let go', () => {
    const s = twoTexts();
    s.select(['t1']);
    for (const value of [10, 35, 60]) dispatch(s, 'curveText', { value });
    expect(s.doc.objects.t1).toMatchObject({ curve: 60 });
    expect(dispatch(s, 'endTextStyle')).toBe(true);
    expect(s.session.announcement).toBe('Curve 60 % on text “Hello”');
    expect(s.history.size.undo).toBe(1);
    dispatch(s, 'undo');
    expect(s.doc.objects.t1).not.toHaveProperty('curve');
  });

  it('a key press is 5 % and a step of its own, stopped at a full circle', () => {
    const s = twoTexts();
    s.select(['t2']);
    expect(handleKey(s, key('PageDown', { altKey: true, shiftKey: true }))).toBe(true);
    expect(s.doc.objects.t2).toMatchObject({ curve: -5 });
    expect(s.session.announcement).toBe('Curve -5 % on text “World”');
    for (let i = 0; i < 30; i++) handleKey(s, key('PageUp', { altKey: true, shiftKey: true }));
    expect(s.doc.objects.t2).toMatchObject({ curve: 100 });
    expect(s.history.size.undo).toBe(1 + 21);
  });
});

describe('a multi-line text named for screen readers (issue 29)', () => {
  it('its lines are read as one, without a trailing line break', () => {
    const s = twoTexts();
    s.select(['t1']);
    dispatch(s, 'typeText', { id: 't1', text: 'Happy\nbirthday\n' });
    dispatch(s, 'endTyping');
    expect(s.session.announcement).toBe('Changed text “Happy birthday”');
  });
});
