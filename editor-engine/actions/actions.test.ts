import { describe, expect, it } from 'vitest';
import { createDocument } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { twoTexts } from '../session/testing.js';
import { actionForKey, actions, dispatch, handleKey, type KeyPress } from './index.js';

const key = (k: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key: k, ...extra });

describe('designer actions', () => {
  it('each is registered once under its own name, with a label for screen readers', () => {
    for (const [name, a] of Object.entries(actions)) {
      expect(a.name).toBe(name);
      expect(a.label.length).toBeGreaterThan(3);
    }
  });

  it('keys map to one action each: undo, redo, delete, nudge, resize, rotate, order, select, escape', () => {
    expect(actionForKey(key('z', { ctrlKey: true }))).toBe('undo');
    expect(actionForKey(key('z', { metaKey: true }))).toBe('undo');
    expect(actionForKey(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(actionForKey(key('y', { ctrlKey: true }))).toBe('redo');
    expect(actionForKey(key('Delete'))).toBe('deleteSelection');
    expect(actionForKey(key('Backspace'))).toBe('deleteSelection');
    expect(actionForKey(key('ArrowLeft'))).toBe('nudge');
    expect(actionForKey(key('+', { shiftKey: true }))).toBe('scaleSelection');
    expect(actionForKey(key(']'))).toBe('rotateSelection');
    expect(actionForKey(key(']', { ctrlKey: true }))).toBe('reorderSelection');
    expect(actionForKey(key('ArrowDown', { altKey: true }))).toBe('selectAdjacent');
    expect(actionForKey(key('Escape'))).toBe('escape');
    expect(actionForKey(key('a'))).toBeUndefined();
  });

  it('typing in a field is never a shortcut', () => {
    for (const k of [key('Backspace'), key('Delete'), key('ArrowLeft'), key('z', { ctrlKey: true }), key('-'), key('[')]) {
      expect(actionForKey({ ...k, targetIsInput: true }), k.key).toBeUndefined();
    }
  });

  it('Delete removes the selection and undo brings it back; nothing happens without a selection', () => {
    const s = twoTexts();
    expect(handleKey(s, key('Delete'))).toBe(false);
    s.select(['t2']);
    expect(handleKey(s, key('Delete'))).toBe(true);
    expect(s.doc.order).toEqual(['t1']);
    expect(s.session.announcement).toBe('Deleted text “World”');
    expect(handleKey(s, key('z', { ctrlKey: true }))).toBe(true);
    expect(s.doc.order).toEqual(['t1', 't2']);
    expect(handleKey(s, key('y', { ctrlKey: true }))).toBe(true);
    expect(s.doc.order).toEqual(['t1']);
  });

  it('arrows nudge by 1 px, with Shift by 10 px; each press one step', () => {
    const s = twoTexts();
    s.select(['t1']);
    handleKey(s, key('ArrowRight'));
    handleKey(s, key('ArrowDown', { shiftKey: true }));
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 301, y: 210 });
    expect(s.history.size.undo).toBe(2);
  });

  it('+ and - resize and [ ] rotate every selected object as one undo step', () => {
    const s = twoTexts();
    s.select(['t1', 't2']);
    handleKey(s, key('+', { shiftKey: true }));
    expect(s.doc.objects.t1.transform.scaleX).toBeCloseTo(1.1);
    expect(s.doc.objects.t2.transform.scaleY).toBeCloseTo(1.1);
    handleKey(s, key('['));
    expect(s.doc.objects.t2.transform.angle).toBe(345);
    handleKey(s, key('}', { shiftKey: true }));
    expect(s.doc.objects.t2.transform.angle).toBe(346);
    expect(s.history.size.undo).toBe(3);
    s.undo();
    s.undo();
    s.undo();
    expect(s.doc.objects.t1.transform).toMatchObject({ scaleX: 1, angle: 0 });
  });

  it('keyboard users reach every object in turn and change its stacking', () => {
    const s = twoTexts();
    expect(dispatch(s, 'selectAdjacent', { step: 1 })).toBe(true);
    expect(s.session.selection).toEqual(['t1']);
    dispatch(s, 'selectAdjacent', { step: 1 });
    expect(s.session.selection).toEqual(['t2']);
    dispatch(s, 'selectAdjacent', { step: 1 });
    expect(s.session.selection).toEqual(['t1']);
    handleKey(s, key(']', { ctrlKey: true }));
    expect(s.doc.order).toEqual(['t2', 't1']);
  });

  it('the font modal previews on the text and Escape puts it back; confirming is one step', () => {
    const s = twoTexts();
    s.select(['t1']);
    dispatch(s, 'previewFont', { id: 't1', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff' });
    dispatch(s, 'previewFont', { id: 't1', font: 'Playfair Display', fontFile: 'playfair-display-latin-400-normal.woff' });
    expect(s.doc.objects.t1).toMatchObject({ font: 'Playfair Display' });
    handleKey(s, key('Escape'));
    expect(s.doc.objects.t1).toMatchObject({ font: 'Roboto' });
    expect(s.history.canUndo).toBe(false);
    dispatch(s, 'previewFont', { id: 't1', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff' });
    dispatch(s, 'confirmFont');
    expect(s.history.size.undo).toBe(1);
    s.undo();
    expect(s.doc.objects.t1).toMatchObject({ font: 'Roboto' });
  });

  it('a typing burst is one undo step', () => {
    const s = twoTexts();
    s.select(['t1']);
    for (const text of ['H', 'Ha', 'Hal', 'Hall', 'Hallo']) dispatch(s, 'typeText', { id: 't1', text });
    dispatch(s, 'endTyping');
    expect(s.session.announcement).toBe('Changed text “Hallo”');
    expect(s.history.size.undo).toBe(1);
    s.undo();
    expect(s.doc.objects.t1).toMatchObject({ text: 'Hello' });
  });

  it('a selected text’s colour changes in place: the picker’s shades are one undo step, the other text untouched (issue 26)', () => {
    const s = twoTexts();
    s.select(['t2']);
    for (const fill of ['#ff0000', '#ee1100', '#cc3300']) dispatch(s, 'changeTextColour', { id: 't2', fill });
    expect(s.getSnapshot().pending).toBe('colour:t2');
    dispatch(s, 'endTextColour');
    expect(s.doc.objects.t2).toMatchObject({ fill: '#cc3300' });
    expect(s.doc.objects.t1).toMatchObject({ fill: '#000000' });
    expect(s.session.announcement).toBe('Colour changed on text “World”');
    expect(s.history.size.undo).toBe(1);
    s.undo();
    expect(s.doc.objects.t2).toMatchObject({ fill: '#000000' });
  });

  it('a disabled action does not run: undo with nothing to undo, confirm without a preview', () => {
    const s = twoTexts();
    expect(dispatch(s, 'undo')).toBe(false);
    expect(dispatch(s, 'confirmFont')).toBe(false);
    expect(dispatch(s, 'togglePreview')).toBe(true);
    expect(s.session.mode).toBe('preview');
  });
});

describe('starting a design', () => {
  it('texts wait for a background; a background colour is one; an added text is selected', () => {
    const s = new DesignerSession(createDocument({ productId: 1, typeCode: 8 }));
    const text = { text: 'Hi', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#123456' };
    expect(dispatch(s, 'addText', text)).toBe(false);
    dispatch(s, 'setBackgroundColour', { colour: '#ffeedd' });
    expect(dispatch(s, 'addText', text)).toBe(true);
    expect(s.session.selection).toEqual(['t1']);
    expect(s.doc.objects.t1).toMatchObject({ text: 'Hi', fill: '#123456' });
    s.undo();
    expect(s.session.selection).toEqual([]);
  });

  it('with the photo selected the arrows move it (Shift: 10 px), each press one step; at its edge it stays and says why', () => {
    const s = twoTexts(); // 50 px of the photo to spare down, none across
    expect(handleKey(s, key('ArrowDown'))).toBe(false);
    s.selectPhoto(true);
    expect(s.session.announcement).toMatch(/Photo selected/);
    expect(handleKey(s, key('ArrowDown'))).toBe(true);
    expect(s.doc.background?.position).toEqual({ x: 0.5, y: 0.48 });
    for (let i = 0; i < 3; i++) handleKey(s, key('ArrowDown', { shiftKey: true }));
    expect(s.doc.background?.position).toEqual({ x: 0.5, y: 0 });
    expect(s.history.size.undo).toBe(4);
    expect(handleKey(s, key('ArrowLeft'))).toBe(true);
    expect(s.history.size.undo).toBe(4);
    expect(s.session.announcement).toBe('The photo is at its edge: it cannot move further that way');
    // selecting an object lets go of the photo: the arrows move the object again
    s.select(['t1']);
    expect(s.session.photo).toBe(false);
    handleKey(s, key('ArrowDown'));
    expect(s.doc.objects.t1.transform.y).toBe(201);
    s.selectPhoto(true);
    expect(handleKey(s, key('Escape'))).toBe(true);
    expect(s.session.photo).toBe(false);
  });

  it('Ctrl/Cmd with =, - and 0 zoom the view in, out and to Fit: announced, never an undo step or part of the design', () => {
    const s = twoTexts();
    const doc = s.doc;
    expect(actionForKey(key('=', { ctrlKey: true }))).toBe('zoomIn');
    expect(actionForKey(key('-', { metaKey: true }))).toBe('zoomOut');
    expect(actionForKey(key('0', { ctrlKey: true }))).toBe('zoomFit');
    expect(actionForKey(key('-'))).toBe('scaleSelection');
    expect(handleKey(s, key('-', { ctrlKey: true }))).toBe(false); // at Fit already: the key is not used
    expect(handleKey(s, key('=', { ctrlKey: true }))).toBe(true);
    expect(handleKey(s, key('=', { ctrlKey: true }))).toBe(true);
    expect(s.session.view.zoom).toBe(1.5);
    expect(s.session.announcement).toBe('Zoom 150 %');
    dispatch(s, 'zoomOut');
    expect(s.session.view.zoom).toBe(1.25);
    dispatch(s, 'zoomFit');
    expect(s.session.view).toMatchObject({ zoom: 1, cx: 0.5, cy: 0.5 });
    dispatch(s, 'toggleSnap');
    expect(s.session).toMatchObject({ view: { snap: false }, announcement: 'Snapping off' });
    expect(s.doc).toBe(doc);
    expect(s.history.canUndo).toBe(false);
  });
});
