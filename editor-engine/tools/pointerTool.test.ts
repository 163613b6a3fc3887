import { describe, expect, it } from 'vitest';
import { handleKey } from '../actions/index.js';
import { twoTexts } from '../session/testing.js';
import { createPointerTool, SNAP_DISTANCE } from './pointerTool.js';

describe('pointer tool', () => {
  it('a drag is one undo step, whatever the number of moves', () => {
    const s = twoTexts();
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    expect(s.session).toMatchObject({ selection: ['t1'], tool: 'move' });
    for (let i = 1; i <= 40; i++) tool.move({ x: 300 + i * 2, y: 200 + i });
    tool.up();
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 380, y: 240 });
    expect(s.history.size.undo).toBe(1);
    expect(s.session.tool).toBe('select');
    s.undo();
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 300, y: 200 });
  });

  it('a click on a selected object, or a drag back to where it started, says nothing moved and records no undo step', () => {
    const s = twoTexts();
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    tool.up();
    expect(s.session.announcement).toBe('Selected text “Hello”');
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    tool.up();
    expect(s.session.announcement).not.toMatch(/^Moved/);
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    tool.move({ x: 340, y: 230 });
    tool.move({ x: 300, y: 200 });
    tool.up();
    expect(s.session.announcement).not.toMatch(/^Moved/);
    expect(s.history.canUndo).toBe(false);
    expect(s.getSnapshot().pending).toBeNull();
    // the photo (taller than the canvas) dragged and brought back: no step, no word either
    tool.down({ x: 50, y: 50 });
    tool.move({ x: 50, y: 80 });
    tool.move({ x: 50, y: 50 });
    tool.up();
    expect(s.session.announcement).not.toBe('Moved the photo');
    expect(s.history.canUndo).toBe(false);
  });

  it('two fingers pinch the selection: apart to scale, turning to rotate; the move before it and the pinch are one undo step', () => {
    const s = twoTexts();
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    tool.move({ x: 310, y: 200 });
    const before = s.doc.objects.t1.transform;
    tool.pinchStart({ x: 300, y: 200 }, { x: 400, y: 200 });
    // twice as far apart, and the line between the fingers turned by 90 degrees
    tool.pinchMove({ x: 300, y: 200 }, { x: 300, y: 400 });
    expect(s.doc.objects.t1.transform).toMatchObject({ scaleX: before.scaleX * 2, scaleY: before.scaleY * 2, angle: before.angle + 90 });
    tool.up();
    expect(s.history.size.undo).toBe(1);
    expect(s.session.announcement).toBe('Resized and turned text “Hello”');
    s.undo();
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 300, scaleX: before.scaleX, angle: before.angle });
  });

  it('Escape during a drag puts everything back and records nothing', () => {
    const s = twoTexts();
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    tool.move({ x: 400, y: 300 });
    expect(tool.escape()).toBe(true);
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 300, y: 200 });
    expect(s.history.canUndo).toBe(false);
    expect(tool.escape()).toBe(false);
  });

  it('snaps the centre to the canvas centre and edges, and says which guides it used', () => {
    const s = twoTexts();
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    tool.move({ x: 300 + 100, y: 200 + SNAP_DISTANCE - 1 }); // y lands near the centre line
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 400, y: 200 });
    expect(tool.state.guides).toEqual([{ axis: 'y', at: 200 }]);
    tool.move({ x: 597, y: 260 }); // x lands near the right edge
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 600, y: 260 });
    expect(tool.state.guides).toEqual([{ axis: 'x', at: 600 }]);
    tool.up();
    expect(tool.state.guides).toEqual([]);
  });

  it('snaps the dragged box to another object and the safe margin, with a threshold in screen pixels; Alt or "Snap" off moves freely', () => {
    const s = twoTexts();
    // each text drawn 100 x 40 about its centre; t2 moved aside to (100, 300)
    s.run('move', { ids: ['t2'], dx: -200, dy: 100 });
    const bounds = (id: string) => {
      const t = s.doc.objects[id].transform;
      return { left: t.x - 50, right: t.x + 50, top: t.y - 20, bottom: t.y + 20 };
    };
    let zoom = 1;
    const tool = createPointerTool(s, undefined, { bounds, canvasPerScreenPx: () => 1 / zoom, safe: () => ({ left: 20, top: 20, right: 580, bottom: 380 }) });
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    // t1's left edge 3 px right of t2's right edge (150): snaps onto it
    tool.move({ x: 300 - 97, y: 200 + 50 });
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 200, y: 250 });
    expect(tool.state.guides).toContainEqual({ axis: 'x', at: 150 });
    // t1's top 2 px under the safe margin's top
    tool.move({ x: 420, y: 42 });
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 420, y: 40 });
    // Alt held: where the pointer says
    tool.move({ x: 420, y: 42 }, { free: true });
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 420, y: 42 });
    expect(tool.state.guides).toEqual([]);
    // at 400 % the same 6 screen pixels are 1.5 canvas pixels: 2 px away no longer snaps
    zoom = 4;
    tool.move({ x: 420, y: 42 });
    expect(s.doc.objects.t1.transform.y).toBe(42);
    tool.up();
    expect(s.history.size.undo).toBe(2);
    // Snap off: nothing pulls
    s.setView({ snap: false });
    zoom = 1;
    tool.down({ x: 420, y: 42 }, { id: 't1' });
    tool.move({ x: 301, y: 201 });
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 301, y: 201 });
    tool.up();
  });

  it('the scale handle resizes by the distance from the centre; the rotate handle turns by the angle', () => {
    const s = twoTexts();
    const tool = createPointerTool(s);
    tool.down({ x: 400, y: 200 }, { id: 't1', handle: 'scale' });
    tool.move({ x: 500, y: 200 });
    tool.up();
    expect(s.doc.objects.t1.transform.scaleX).toBeCloseTo(2);
    tool.down({ x: 400, y: 200 }, { id: 't1', handle: 'rotate' });
    tool.move({ x: 300, y: 300 });
    tool.up();
    expect(s.doc.objects.t1.transform.angle).toBeCloseTo(90);
    expect(s.history.size.undo).toBe(2);
  });

  it('pointer down on empty canvas clears the selection and switches to preview', () => {
    const s = twoTexts();
    s.select(['t1']);
    createPointerTool(s).down({ x: 5, y: 5 });
    expect(s.session).toMatchObject({ selection: [], mode: 'preview' });
  });

  describe('double and triple click', () => {
    /** A pointer tool on a clock the test sets, and a click (down and up) at a point on an object. */
    function clicking(target?: { id: string }) {
      const s = twoTexts();
      let time = 0;
      const tool = createPointerTool(s, () => time);
      const click = (at: number, p = { x: 300, y: 200 }) => {
        time = at;
        tool.down(p, target);
        tool.up();
      };
      return { s, tool, click };
    }

    it('two clicks on a text within 500 ms at the same place open its words for editing (issue 26), and so do three', () => {
      const { s, click } = clicking({ id: 't1' });
      click(0);
      expect(s.session.editingText).toBeNull(); // one click selects
      click(400);
      expect(s.session).toMatchObject({ editingText: 't1', selection: ['t1'], announcement: 'Editing text “Hello”' });
      s.stopEditingText();
      click(900);
      expect(s.session.editingText).toBe('t1');
      expect(s.history.canUndo).toBe(false); // nothing in the design changed
    });

    it('not when the clicks are slower than 500 ms apart, or move', () => {
      const slow = clicking({ id: 't1' });
      slow.click(0);
      slow.click(501);
      slow.click(1002);
      expect(slow.s.session.editingText).toBeNull();
      const moving = clicking({ id: 't1' });
      moving.click(0);
      moving.click(100, { x: 301, y: 200 });
      moving.click(200);
      expect(moving.s.session.editingText).toBeNull();
    });

    it('not on a picture, nor when the third press drags the text away', () => {
      const s = twoTexts();
      s.run('addImage', { src: '/media/uploads/a.png', naturalWidth: 100, naturalHeight: 100 });
      let time = 0;
      const tool = createPointerTool(s, () => time);
      for (const t of [0, 100, 200]) {
        time = t;
        tool.down({ x: 300, y: 200 }, { id: 'i3' });
        tool.up();
      }
      expect(s.session.editingText).toBeNull();
      const { s: t, tool: dragging, click } = clicking({ id: 't1' });
      click(0);
      dragging.down({ x: 300, y: 200 }, { id: 't1' }); // the second press, at 0 ms still, drags
      dragging.move({ x: 350, y: 200 });
      dragging.up();
      expect(t.session.editingText).toBeNull();
      expect(t.doc.objects.t1.transform.x).toBe(350);
    });

    it('the field closes when something else is selected or the text is deleted', () => {
      const { s, click } = clicking({ id: 't1' });
      [0, 100].forEach((t) => click(t));
      expect(s.session.editingText).toBe('t1');
      s.select(['t2']);
      expect(s.session.editingText).toBeNull();
      s.editText('t1');
      s.run('deleteSelection', { ids: ['t1'] });
      expect(s.session.editingText).toBeNull();
      s.stopEditingText();
      expect(s.session.editingText).toBeNull();
    });
  });

  it('a drag where no object is moves the photo within its overflow, clamped, as one undo step; the arrows then move it too', () => {
    const s = twoTexts(); // 800 x 600 covers 600 x 400 at 600 x 450: 50 px to spare down
    const tool = createPointerTool(s);
    tool.down({ x: 50, y: 50 });
    expect(s.session.photo).toBe(true);
    for (let i = 1; i <= 10; i++) tool.move({ x: 50 + i * 10, y: 50 + i * 10 });
    // 100 px down is past the 25 px above the centred photo: at its top edge; across nothing moves
    expect(s.doc.background?.position).toEqual({ x: 0.5, y: 0 });
    tool.up();
    expect(s.history.size.undo).toBe(1);
    expect(s.session.announcement).toBe('Moved the photo');
    expect(handleKey(s, { key: 'ArrowUp', shiftKey: true })).toBe(true);
    expect(s.doc.background?.position).toEqual({ x: 0.5, y: 0.2 });
    expect(s.history.size.undo).toBe(2);
    s.undo();
    s.undo();
    expect(s.doc.background?.position).toBeUndefined();
  });

  it('a click where no object is moves nothing and records nothing; Escape during the drag puts the photo back', () => {
    const s = twoTexts();
    const tool = createPointerTool(s);
    tool.down({ x: 50, y: 50 });
    tool.up();
    expect(s.history.canUndo).toBe(false);
    tool.down({ x: 50, y: 50 });
    tool.move({ x: 50, y: 70 });
    expect(tool.escape()).toBe(true);
    expect(s.doc.background?.position).toBeUndefined();
    expect(s.history.canUndo).toBe(false);
  });

  it('Shift-click adds an object to the selection or takes it out; dragging then moves them all as one step', () => {
    const s = twoTexts();
    s.run('move', { ids: ['t2'], dx: 100, dy: 0 });
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 't1' });
    tool.up();
    tool.down({ x: 400, y: 200 }, { id: 't2' }, true);
    expect(s.session.selection).toEqual(['t1', 't2']);
    tool.move({ x: 420, y: 230 });
    tool.up();
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 320, y: 230 });
    expect(s.doc.objects.t2.transform).toMatchObject({ x: 420, y: 230 });
    expect(s.session.announcement).toBe('Moved 2 objects');
    // a click without a drag on one of them selects it alone
    tool.down({ x: 320, y: 230 }, { id: 't1' });
    tool.up();
    expect(s.session.selection).toEqual(['t1']);
    s.select(['t1', 't2']);
    tool.down({ x: 320, y: 230 }, { id: 't1' }, true);
    tool.up();
    expect(s.session.selection).toEqual(['t2']);
  });

  it('a drag box selects the objects it touches (with Shift over a photo, which a plain drag moves); Escape puts the selection back', () => {
    const s = twoTexts();
    s.measureText = () => ({ left: -40, top: -20, right: 40, bottom: 20 });
    s.run('move', { ids: ['t2'], dx: 200, dy: 100 });
    const tool = createPointerTool(s);
    tool.down({ x: 10, y: 10 }, undefined, true);
    tool.move({ x: 280, y: 190 });
    expect(s.session.selection).toEqual(['t1']);
    tool.move({ x: 480, y: 290 });
    expect(s.session.selection).toEqual(['t1', 't2']);
    expect(tool.state).toMatchObject({ phase: 'brushing', start: { x: 10, y: 10 }, at: { x: 480, y: 290 } });
    tool.up();
    expect(s.session.selection).toEqual(['t1', 't2']);
    expect(s.history.size.undo).toBe(1);
    s.select([]);
    tool.down({ x: 590, y: 390 }, undefined, true);
    tool.move({ x: 450, y: 290 });
    expect(s.session.selection).toEqual(['t2']);
    expect(tool.escape()).toBe(true);
    expect(s.session.selection).toEqual([]);
  });
});
