import { describe, expect, it } from 'vitest';
import { compact, History } from './history.js';
import { createDocument } from './model.js';

const doc0 = () => createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
const addText = (h: History, text: string) => h.execute('addText', { text, font: 'Roboto', fontFile: 'r.woff', fill: '#000' });

describe('History', () => {
  it('undoes and redoes commands with immer patches', () => {
    const h = new History(doc0());
    const start = h.doc;
    addText(h, 'a');
    const afterA = h.doc;
    h.execute('move', { ids: ['t1'], dx: 10, dy: 0 });
    expect(h.undo()).toEqual(afterA);
    expect(h.undo()).toEqual(start);
    expect(h.canUndo).toBe(false);
    h.redo();
    expect(h.redo().objects.t1.transform.x).toBe(310);
    expect(h.canRedo).toBe(false);
  });

  it('a new command clears the redo stack; a no-op records nothing', () => {
    const h = new History(doc0());
    addText(h, 'a');
    h.undo();
    addText(h, 'b');
    expect(h.canRedo).toBe(false);
    h.execute('deleteSelection', { ids: ['nope'] });
    expect(h.size.undo).toBe(1);
  });

  it('a gesture (mark ... squash) is one undo step, however many ticks', () => {
    const h = new History(doc0());
    addText(h, 'a');
    addText(h, 'b');
    const before = h.doc;
    h.mark('drag');
    for (let i = 0; i < 50; i++) h.execute('move', { ids: ['t1', 't2'], dx: 1, dy: 2 });
    h.squash();
    expect(h.size.undo).toBe(3);
    expect(h.doc.objects.t1.transform).toMatchObject({ x: 350, y: 300 });
    expect(h.undo()).toEqual(before);
    expect(h.redo().objects.t2.transform).toMatchObject({ x: 350, y: 300 });
  });

  it('a drag of a big selection (bulk move) is one small undo step and leaves a frozen document', () => {
    const h = new History(doc0());
    for (let i = 0; i < 40; i++) addText(h, `t${i}`);
    const before = h.doc;
    const ids = [...before.order];
    h.mark('drag');
    for (let i = 0; i < 20; i++) h.execute('move', { ids, dx: 1, dy: -1 });
    h.squash();
    expect(h.size.undo).toBe(41);
    const moved = h.doc.objects.t7;
    expect(moved.transform).toMatchObject({ x: before.objects.t7.transform.x + 20, y: before.objects.t7.transform.y - 20 });
    expect(Object.isFrozen(h.doc.objects) && Object.isFrozen(moved) && Object.isFrozen(moved.transform)).toBe(true);
    expect(() => h.execute('move', { ids, dx: 1, dy: 1 })).not.toThrow();
    h.undo();
    expect(h.undo()).toEqual(before);
    expect(h.redo().objects.t7.transform.x).toBe(before.objects.t7.transform.x + 20);
  });

  it('resize and rotate ticks of a big selection are one step each; repeating the same value records nothing', () => {
    const h = new History(doc0());
    for (let i = 0; i < 40; i++) addText(h, `t${i}`);
    const before = h.doc;
    const ids = [...before.order];
    h.mark('rotate');
    for (const angle of [10, 20, -30]) h.execute('rotate', { ids, angle });
    h.squash();
    h.mark('resize');
    for (const s of [1.5, 2]) h.execute('scale', { ids, scaleX: s, scaleY: s / 2 });
    h.squash();
    expect(h.size.undo).toBe(42);
    expect(h.doc.objects.t40.transform).toEqual({ ...before.objects.t40.transform, angle: 330, scaleX: 2, scaleY: 1 });
    const after = h.doc;
    expect(h.execute('rotate', { ids, angle: 330 })).toBe(after);
    expect(h.execute('scale', { ids: ['t1', 't1'], scaleX: 2, scaleY: 1 })).toBe(after);
    expect(h.size.undo).toBe(42);
    h.undo();
    expect(h.doc.objects.t40.transform.angle).toBe(330);
    expect(h.doc.objects.t40.transform.scaleX).toBe(1);
    expect(h.undo()).toEqual(before);
  });

  it('bail cancels a gesture back to the document at mark, recording nothing', () => {
    const h = new History(doc0());
    addText(h, 'a');
    const before = h.doc;
    h.mark('rotate');
    h.execute('rotate', { ids: ['t1'], angle: 45 });
    h.execute('rotate', { ids: ['t1'], angle: 90 });
    h.bail();
    expect(h.doc).toBe(before);
    expect(h.size.undo).toBe(1);
  });

  it('typing as a gesture undoes to the text before typing', () => {
    const h = new History(doc0());
    addText(h, '');
    h.mark('typing');
    for (const t of ['H', 'He', 'Hey']) h.execute('editText', { id: 't1', text: t });
    h.squash();
    expect(h.doc.objects.t1).toMatchObject({ text: 'Hey' });
    expect(h.undo().objects.t1).toMatchObject({ text: '' });
  });

  it('is bounded: the oldest steps fall off', () => {
    const h = new History(doc0(), { limit: 3 });
    for (const t of ['a', 'b', 'c', 'd', 'e']) addText(h, t);
    expect(h.size.undo).toBe(3);
    for (let i = 0; i < 5; i++) h.undo();
    expect(h.doc.order).toEqual(['t1', 't2']);
  });

  it('compact keeps the last replace per path but leaves mixed or nested patches alone', () => {
    const p = (path: (string | number)[], value: number) => ({ op: 'replace' as const, path, value });
    expect(compact([p(['a', 'x'], 1), p(['b', 'x'], 2), p(['a', 'x'], 3)], 'last')).toEqual([p(['a', 'x'], 3), p(['b', 'x'], 2)]);
    const nested = [p(['a'], 1), p(['a', 'x'], 2), p(['a'], 3)];
    expect(compact(nested, 'last')).toBe(nested);
    const mixed = [p(['a'], 1), { op: 'add' as const, path: ['b'], value: 1 }, p(['a'], 3)];
    expect(compact(mixed, 'last')).toBe(mixed);
  });
});
