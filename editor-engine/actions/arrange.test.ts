import { describe, expect, it } from 'vitest';
import { twoTexts } from '../session/testing.js';
import { actionForKey, dispatch, handleKey, type KeyPress } from './index.js';

const key = (k: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key: k, ...extra });
/** "Hello" inks 100 x 40 around its position, "World" 160 x 40, anything else 80 x 40. */
const ink = (t: { text: string }) => {
  const w = t.text === 'Hello' ? 100 : t.text === 'World' ? 160 : 80;
  return { left: -w / 2, top: -20, right: w / 2, bottom: 20 };
};

function threeTexts() {
  const s = twoTexts();
  s.measureText = ink;
  s.run('addText', { text: 'Third', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
  s.run('moveEach', {
    moves: [
      { id: 't1', dx: -200, dy: -100 },
      { id: 't2', dx: 50, dy: 0 },
      { id: 't3', dx: 200, dy: 120 },
    ],
  });
  return s;
}

describe('arranging actions', () => {
  it('have their shortcuts', () => {
    expect(actionForKey(key('a', { ctrlKey: true }))).toBe('selectAll');
    expect(actionForKey(key('ArrowLeft', { ctrlKey: true, shiftKey: true }))).toBe('alignSelection');
    expect(actionForKey(key('h', { altKey: true }))).toBe('distributeSelection');
    expect(actionForKey(key('d', { metaKey: true }))).toBe('duplicateSelection');
    expect(actionForKey(key('c', { ctrlKey: true }))).toBe('copySelection');
    expect(actionForKey(key('x', { ctrlKey: true }))).toBe('cutSelection');
    expect(actionForKey(key('v', { ctrlKey: true }))).toBe('pasteClipboard');
    expect(actionForKey(key('v', { ctrlKey: true, targetIsInput: true }))).toBeUndefined();
  });

  it('select all, align left by the ink, one undo step, announced; align needs two, distribute three', () => {
    const s = threeTexts();
    s.select(['t1']);
    expect(dispatch(s, 'alignSelection', { edge: 'left' })).toBe(false);
    expect(handleKey(s, key('a', { ctrlKey: true }))).toBe(true);
    expect(s.session.selection).toEqual(['t1', 't2', 't3']);
    expect(s.session.announcement).toBe('Selected all 3 objects');
    const undo = s.history.size.undo;
    expect(handleKey(s, key('ArrowLeft', { ctrlKey: true, shiftKey: true }))).toBe(true);
    // t1's ink starts at 100 - 50 = 50: every left edge goes there
    expect(s.doc.objects.t2.transform.x).toBe(50 + 80);
    expect(s.doc.objects.t3.transform.x).toBe(50 + 40);
    expect(s.session.announcement).toBe('Aligned 3 objects left');
    expect(s.history.size.undo).toBe(undo + 1);
    s.undo();
    expect(s.doc.objects.t2.transform.x).toBe(350);
    s.select(['t1', 't2']);
    expect(dispatch(s, 'distributeSelection', { axis: 'vertical' })).toBe(false);
  });

  it('distribute spaces three evenly, the outermost staying', () => {
    const s = threeTexts();
    s.select(['t1', 't2', 't3']);
    expect(dispatch(s, 'distributeSelection', { axis: 'vertical' })).toBe(true);
    expect(s.doc.objects.t1.transform.y).toBe(100);
    expect(s.doc.objects.t2.transform.y).toBe(210);
    expect(s.doc.objects.t3.transform.y).toBe(320);
    expect(s.session.announcement).toBe('Distributed 3 objects vertically');
  });

  it('duplicate copies the selection a little off, selected, as one undo step; the clipboard is left alone', () => {
    const s = threeTexts();
    s.select(['t1', 't2']);
    expect(handleKey(s, key('d', { ctrlKey: true }))).toBe(true);
    expect(s.doc.order).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(s.session.selection).toEqual(['t4', 't5']);
    expect(s.doc.objects.t4).toMatchObject({ text: 'Hello', transform: { x: 110, y: 110 } });
    expect(s.session.announcement).toBe('Duplicated 2 objects');
    expect(s.clipboard.read()).toBeNull();
    s.undo();
    expect(s.doc.order).toEqual(['t1', 't2', 't3']);
  });

  it('copy then paste into another design, refitted to its canvas; cut takes the objects out', () => {
    const a = threeTexts();
    a.select(['t2']);
    expect(handleKey(a, key('c', { ctrlKey: true }))).toBe(true);
    expect(a.session.announcement).toBe('Copied text “World”');
    const b = twoTexts();
    b.clipboard = a.clipboard;
    b.run('setSize', { width: 30, height: 40 });
    expect(handleKey(b, key('v', { ctrlKey: true }))).toBe(true);
    const pasted = b.doc.objects[b.session.selection[0]];
    expect(pasted).toMatchObject({ kind: 'text', text: 'World' });
    expect(b.session.announcement).toBe('Pasted text “World”');
    expect(pasted.transform.x).toBeCloseTo((350 * b.doc.canvas.width) / 600 + 10);
    a.select(['t1', 't3']);
    expect(handleKey(a, key('x', { ctrlKey: true }))).toBe(true);
    expect(a.doc.order).toEqual(['t2']);
    expect(a.session.announcement).toBe('Cut 2 objects');
    expect(dispatch(a, 'pasteClipboard')).toBe(true);
    expect(a.doc.order).toEqual(['t2', 't4', 't5']);
    // the pasted pair deleted together: one step brings both back
    expect(handleKey(a, key('Delete'))).toBe(true);
    expect(a.doc.order).toEqual(['t2']);
    a.undo();
    expect(a.doc.order).toEqual(['t2', 't4', 't5']);
  });

  it('a paste that would take the design over its budget changes nothing and says why', () => {
    const s = twoTexts();
    s.select(['t1']);
    dispatch(s, 'copySelection');
    const long = 'x'.repeat(500);
    for (let i = 0; i < 9; i++) s.run('addText', { text: long, font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
    s.select(['t3']);
    dispatch(s, 'copySelection');
    const before = s.doc.order.length;
    expect(dispatch(s, 'pasteClipboard')).toBe(true);
    expect(s.doc.order.length).toBe(before);
    expect(s.session.announcement).toBe('Nothing pasted: the design would go over its limit of 5000 characters');
  });

  it('bad clipboard content is ignored with a message', () => {
    const s = twoTexts();
    for (const bad of ['not json', '{"kind":"atelier-objects","canvas":{"width":600,"height":400},"objects":[{"kind":"image","src":"javascript:x"}]}']) {
      s.clipboard.write(bad);
      expect(dispatch(s, 'pasteClipboard')).toBe(true);
      expect(s.doc.order).toEqual(['t1', 't2']);
      expect(s.session.announcement).toMatch(/^Nothing pasted: the clipboard holds no design objects/);
    }
  });
});
