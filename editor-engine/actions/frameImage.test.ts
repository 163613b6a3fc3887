import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type ImageObject } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { createPointerTool } from '../tools/pointerTool.js';
import { dispatch, handleKey } from './index.js';

// A photo put into a heart, then moved and zoomed inside it by keys and by a drag: each change one undo step, said.
function session() {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  doc = apply(doc, 'addBackground', { src: '/media/uploads/bg.png', naturalWidth: 600, naturalHeight: 400 });
  doc = apply(doc, 'addImage', { src: '/media/uploads/p.jpg', naturalWidth: 400, naturalHeight: 200 });
  const s = new DesignerSession(doc);
  s.select(['i1']);
  return s;
}
const image = (s: DesignerSession) => s.doc.objects.i1 as ImageObject;
const said = (s: DesignerSession) => s.getSnapshot().session.announcement;

describe('frameImage, adjustPhoto, panPhoto and zoomPhoto', () => {
  it('frames the one selected picture, says so, and undoes in one step; "No frame" takes it out', () => {
    const s = session();
    expect(dispatch(s, 'frameImage', { kind: 'heart' })).toBe(true);
    expect(image(s).frame).toEqual({ kind: 'heart' });
    expect(said(s)).toBe('Framed the image as a heart');
    dispatch(s, 'frameImage', { kind: null });
    expect(image(s).frame).toBeUndefined();
    dispatch(s, 'undo');
    expect(image(s).frame).toEqual({ kind: 'heart' });
    s.select([]);
    expect(dispatch(s, 'frameImage', { kind: 'star' })).toBe(false);
  });

  it('while adjusting, the arrows pan and + and - zoom the photo inside, not the picture; Escape ends it', () => {
    const s = session();
    dispatch(s, 'frameImage', { kind: 'circle' });
    const before = image(s).transform;
    dispatch(s, 'adjustPhoto');
    expect(s.session.adjusting).toBe('i1');
    expect(handleKey(s, { key: '+' })).toBe(true);
    expect(image(s).inner?.zoom).toBeCloseTo(1.1);
    expect(said(s)).toBe('Photo zoomed to 110 %');
    handleKey(s, { key: 'ArrowRight', shiftKey: true });
    expect(image(s).inner?.x).toBeLessThan(0.5);
    expect(image(s).transform).toEqual(before);
    dispatch(s, 'undo');
    expect(image(s).inner).toEqual({ x: 0.5, y: 0.5, zoom: expect.closeTo(1.1) as number });
    handleKey(s, { key: '-' });
    handleKey(s, { key: '-' });
    expect(said(s)).toBe('The photo fills its frame: it cannot be smaller');
    handleKey(s, { key: 'Escape' });
    expect(s.session.adjusting).toBeNull();
    expect(s.session.selection).toEqual(['i1']);
    handleKey(s, { key: 'ArrowRight' });
    expect(image(s).transform.x).toBe(before.x + 1);
  });

  it('a drag on the adjusted picture moves its photo inside the frame: one undo step', () => {
    const s = session();
    dispatch(s, 'frameImage', { kind: 'hexagon' });
    dispatch(s, 'adjustPhoto');
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 'i1' });
    tool.move({ x: 350, y: 200 });
    tool.move({ x: 400, y: 200 });
    tool.up();
    // 200 px of overflow: 100 px to the right is half of it
    expect(image(s).inner).toEqual({ x: 0, y: 0.5, zoom: 1 });
    expect(image(s).transform.x).toBe(300);
    expect(said(s)).toBe('Moved the photo inside its frame');
    dispatch(s, 'undo');
    expect(image(s).inner).toBeUndefined();
  });
});
