import { describe, expect, it } from 'vitest';
import { twoTexts } from './testing.js';

describe('designer session', () => {
  it('tells subscribers of every change with a new snapshot, and the same snapshot while nothing changes', () => {
    const s = twoTexts();
    const seen: unknown[] = [];
    const stop = s.subscribe((snap) => seen.push(snap));
    const before = s.getSnapshot();
    expect(s.getSnapshot()).toBe(before);
    s.select(['t1']);
    s.run('move', { ids: ['t1'], dx: 5, dy: 0 });
    expect(seen).toHaveLength(2);
    expect(s.getSnapshot()).not.toBe(before);
    expect(s.getSnapshot().doc.objects.t1.transform.x).toBe(305);
    stop();
    s.run('move', { ids: ['t1'], dx: 5, dy: 0 });
    expect(seen).toHaveLength(2);
  });

  it('keeps the selection to objects that exist, through delete, undo and redo', () => {
    const s = twoTexts();
    s.select(['t1', 'nope', 't1']);
    expect(s.session.selection).toEqual(['t1']);
    s.run('deleteSelection', { ids: ['t1'] });
    expect(s.session.selection).toEqual([]);
    s.undo();
    expect(s.doc.objects.t1).toBeDefined();
    s.select(['t1']);
    s.undo(); // nothing left to undo past the start
    expect(s.session.selection).toEqual(['t1']);
  });

  it('selecting an object switches to edit mode, except on shape products (type 6); clicking outside previews', () => {
    const s = twoTexts();
    s.modeEvent('click-outside');
    expect(s.session.mode).toBe('preview');
    s.select(['t2']);
    expect(s.session.mode).toBe('edit');
    const shaped = twoTexts(6);
    shaped.modeEvent('click-outside');
    shaped.select(['t1']);
    expect(shaped.session.mode).toBe('preview');
    shaped.modeEvent('click-mockup');
    expect(shaped.session.mode).toBe('edit');
  });

  it('a named mark is one undo step on commit, and nothing at all on cancel', () => {
    const s = twoTexts();
    s.begin('drag');
    expect(s.getSnapshot().pending).toBe('drag');
    for (let i = 0; i < 10; i++) s.run('move', { ids: ['t1'], dx: 1, dy: 1 });
    s.commit();
    expect(s.history.size.undo).toBe(1);
    s.undo();
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 300, y: 200 });
    s.begin('drag');
    s.run('move', { ids: ['t1'], dx: 50, dy: 0 });
    s.cancel();
    expect(s.doc.objects.t1.transform.x).toBe(300);
    expect(s.history.size.undo).toBe(0);
    expect(s.getSnapshot().pending).toBeNull();
  });

  it('counts a click run: a double click, a triple click (at one place, each within 500 ms)', () => {
    const s = twoTexts();
    expect(s.click({ time: 0, x: 10, y: 10 })).toBe(1);
    expect(s.click({ time: 400, x: 10, y: 10 })).toBe(2);
    expect(s.click({ time: 800, x: 10, y: 10 })).toBe(3);
    expect(s.click({ time: 1000, x: 10, y: 10 })).toBe(1); // a triple click starts the count again
    expect(s.click({ time: 1600, x: 10, y: 10 })).toBe(1); // 600 ms later: starts again
    expect(s.click({ time: 1700, x: 11, y: 10 })).toBe(1); // elsewhere: starts again
  });

  it('announces what changed, for screen readers', () => {
    const s = twoTexts();
    s.select(['t1']);
    expect(s.session.announcement).toBe('Selected text “Hello”');
    s.select(['t1', 't2']);
    expect(s.session.announcement).toBe('Selected 2 objects');
  });
});
