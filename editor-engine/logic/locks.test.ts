import { describe, expect, it } from 'vitest';
import { dispatch, handleKey } from '../actions/index.js';
import { apply, runCommand } from '../commands/index.js';
import { buildScene } from '../export/scene.js';
import { createDocument, type DesignDocument } from '../model.js';
import { designElements } from '../payload.js';
import { restoreDocument } from '../restore.js';
import { DesignerSession } from '../session/session.js';
import { twoTexts } from '../session/testing.js';
import { createPointerTool } from '../tools/pointerTool.js';

const ROBOTO = { font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' };

/** A template of 600 x 400: a locked frame picture (i1), a locked name to retype (t2), a locked photo frame (i3). */
function template(): DesignDocument {
  let d = createDocument({ productId: 1, typeCode: 2 }, { width: 600, height: 400 });
  d = apply(d, 'setBackgroundColour', { colour: '#ffeedd' });
  d = apply(d, 'addImage', { src: '/media/designs/101.svg', naturalWidth: 100, naturalHeight: 100 });
  d = apply(d, 'addText', { text: 'Your name', ...ROBOTO });
  d = apply(d, 'addImage', { src: '/media/catalog/1.svg', naturalWidth: 200, naturalHeight: 100 });
  d = apply(d, 'move', { ids: ['t2'], dx: 0, dy: 120 });
  return {
    ...d,
    objects: {
      i1: { ...d.objects.i1, template: { locked: true } },
      t2: { ...d.objects.t2, template: { locked: true, placeholder: 'text' } },
      i3: { ...d.objects.i3, template: { locked: true, placeholder: 'photo' } },
    },
  };
}

function started(canvas = { width: 600, height: 400 }): DesignerSession {
  const s = new DesignerSession(createDocument({ productId: 1, typeCode: 2 }, canvas));
  dispatch(s, 'startTemplate', { id: 'birthday-sticker', name: 'Birthday', design: restoreDocument(template()) });
  return s;
}

describe('locks: the engine refuses to change a locked part (issue 29)', () => {
  it('a template starts the design: its parts, its id, the name open to retype, one undo step', () => {
    const s = started();
    expect(s.doc.order).toEqual(['i1', 't2', 'i3']);
    expect(s.doc.template).toEqual({ id: 'birthday-sticker' });
    expect(s.doc.backgroundColor).toBe('#ffeedd');
    expect(s.session).toMatchObject({
      selection: ['t2'],
      editingText: 't2',
      announcement: 'Started from the template “Birthday”: type your words in text “Your name”',
    });
    s.undo();
    expect(s.doc.order).toEqual([]);
  });

  it('parts keep their distance to the canvas centre on a taller canvas, as a new size keeps them', () => {
    const s = started({ width: 600, height: 900 });
    expect(s.doc.objects.t2.transform).toMatchObject({ x: 300, y: 450 + 120 });
  });

  it('move, scale, rotate, restack, delete and restyle leave a locked part as it was', () => {
    const s = started();
    const before = s.doc;
    for (const [name, args] of [
      ['move', { ids: ['i1', 't2'], dx: 5, dy: 5 }],
      ['scale', { ids: ['i1'], scaleX: 2, scaleY: 2 }],
      ['rotate', { ids: ['t2'], angle: 30 }],
      ['deleteSelection', { ids: ['i1', 't2', 'i3'] }],
      ['reorder', { id: 'i1', to: 'front' }],
      ['flip', { ids: ['i1', 't2'], axis: 'x' }],
      ['setOpacity', { ids: ['i1'], opacity: 0.5 }],
    ] as const)
      expect(runCommand(before, name, args as never).doc, name).toBe(before);
    expect(() => runCommand(before, 'editText', { id: 't2', fill: '#ff0000' })).toThrow(/locked/);
    expect(() => runCommand(before, 'styleText', { id: 't2', align: 'left' })).toThrow(/locked/);
    expect(() => runCommand(before, 'adjustImage', { id: 'i1', brightness: 10 })).toThrow(/locked/);
  });

  it('the keys and the pointer do nothing to a locked part, and say why', () => {
    const s = started();
    s.select(['i1']);
    expect(handleKey(s, { key: 'ArrowLeft' })).toBe(false);
    expect(handleKey(s, { key: 'Delete' })).toBe(false);
    const tool = createPointerTool(s);
    tool.down({ x: 300, y: 200 }, { id: 'i1' });
    tool.move({ x: 380, y: 260 });
    tool.up();
    expect(s.doc.objects.i1.transform).toMatchObject({ x: 300, y: 200 });
    expect(s.session.announcement).toBe('image cannot move: it is part of the template and stays where it is');
    expect(s.history.size.undo).toBe(1); // the template's start only
  });

  it('a text placeholder is retyped, even locked; a locked text that is not one keeps its words', () => {
    const s = started();
    expect(dispatch(s, 'typeText', { id: 't2', text: 'Maya' })).toBe(true);
    dispatch(s, 'endTyping');
    expect(s.doc.objects.t2).toMatchObject({ text: 'Maya', transform: { x: 300, y: 320 } });
    dispatch(s, 'toggleLock', { id: 'i1' });
    expect(s.session.announcement).toBe('image stays locked: it is part of the template and stays where it is');
    const locked = apply(twoTexts().doc, 'setLocked', { ids: ['t1'], locked: true });
    expect(() => runCommand(locked, 'editText', { id: 't1', text: 'Bye' })).toThrow(/locked/);
  });

  it('a photo placeholder takes the shopper’s photo inside its box, centre and turn kept', () => {
    const s = started();
    dispatch(s, 'fillPlaceholder', { id: 'i3', src: '/media/uploads/me.jpg', naturalWidth: 1000, naturalHeight: 1000 });
    expect(s.session).toMatchObject({ selection: ['i3'], announcement: 'Your photo is in the frame' });
    const frame = s.doc.objects.i3;
    const old = template().objects.i3;
    expect(frame).toMatchObject({ src: '/media/uploads/me.jpg', transform: { x: old.transform.x, y: old.transform.y, angle: 0 } });
    // 200 x 100 at the frame's scale: a square photo fits its height
    expect(frame.transform.scaleX * 1000).toBeCloseTo(100 * old.transform.scaleY);
    expect(() => runCommand(s.doc, 'fillPlaceholder', { id: 'i1', src: '/media/uploads/me.jpg', naturalWidth: 10, naturalHeight: 10 })).toThrow(/placeholder/);
  });

  it('align leaves a locked part where it is; a duplicate of one is the shopper’s own, free to move', () => {
    const s = started();
    dispatch(s, 'addText', { text: 'Mine', ...ROBOTO });
    const mine = s.doc.order.at(-1)!;
    s.select(['t2', mine]);
    expect(dispatch(s, 'alignSelection', { edge: 'left' })).toBe(false); // one object may move: nothing to line up
    expect(dispatch(s, 'duplicateSelection')).toBe(true);
    const copies = s.doc.order.slice(-2).map((id) => s.doc.objects[id]);
    expect(copies.map((o) => [o.template, o.locked])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('the shopper’s lock: one undo step each way, and it holds the object until unlocked', () => {
    const s = twoTexts();
    dispatch(s, 'toggleLock', { id: 't1' });
    expect(s.doc.objects.t1.locked).toBe(true);
    expect(s.session.announcement).toBe('Locked text “Hello”');
    s.select(['t1']);
    expect(dispatch(s, 'nudge', { dx: 1, dy: 0 })).toBe(false);
    expect(dispatch(s, 'changeTextColour', { id: 't1', fill: '#ff0000' })).toBe(false);
    dispatch(s, 'toggleLock', { id: 't1' });
    expect(s.doc.objects.t1.locked).toBeUndefined();
    s.undo();
    expect(s.doc.objects.t1.locked).toBe(true);
    s.undo();
    expect(s.doc.objects.t1.locked).toBeUndefined();
  });
});

describe('hidden objects are neither drawn nor printed', () => {
  it('a hidden text is out of the scene and the cart’s design elements, still in the document; showing it is one step', () => {
    const s = twoTexts();
    dispatch(s, 'toggleHidden', { id: 't2' });
    expect(s.session.announcement).toBe('Hid text “World”: not printed');
    const outline = () => ({ d: 'M0 0', width: 10, ascent: 8, descent: 2 });
    expect(buildScene(s.doc, { outlineText: outline }).items.map((i) => i.id)).toEqual(['background', 'obj-t1']);
    expect(designElements(s.doc).texts.map((t) => t.text)).toEqual(['Hello']);
    expect(s.doc.order).toEqual(['t1', 't2']);
    dispatch(s, 'toggleHidden', { id: 't2' });
    expect(s.doc.objects.t2.hidden).toBeUndefined();
  });

  it('a template’s locked part cannot be hidden', () => {
    const s = started();
    dispatch(s, 'toggleHidden', { id: 'i1' });
    expect(s.doc.objects.i1.hidden).toBeUndefined();
    expect(() => runCommand(s.doc, 'setHidden', { ids: ['i1'], hidden: true })).toThrow(/template/);
  });
});

describe('restore keeps locks, hidden parts and templates, and checks them', () => {
  it('keeps them as given, and older documents stay as they were', () => {
    const d = restoreDocument({ ...started().doc, objects: { ...started().doc.objects, i1: { ...started().doc.objects.i1, hidden: false } } });
    expect(d.template).toEqual({ id: 'birthday-sticker' });
    expect(d.objects.t2.template).toEqual({ locked: true, placeholder: 'text' });
    expect('hidden' in d.objects.i1).toBe(false);
    expect('template' in restoreDocument(twoTexts().doc)).toBe(false);
  });

  it.each([
    [{ locked: 'yes' }, 'objects.t1.locked: expected true or false'],
    [{ hidden: 1 }, 'objects.t1.hidden: expected true or false'],
    [{ template: { locked: true, placeholder: 'photo' } }, 'objects.t1.template.placeholder: expected "text" on a text'],
    [{ template: { placeholder: 'text' } }, 'objects.t1.template.locked: expected true or false'],
  ])('refuses %o', (fields, message) => {
    const doc = twoTexts().doc;
    expect(() => restoreDocument({ ...doc, objects: { ...doc.objects, t1: { ...doc.objects.t1, ...fields } } })).toThrow(message);
  });

  it('refuses a template id that is not one', () => {
    expect(() => restoreDocument({ ...twoTexts().doc, template: { id: '../x' } })).toThrow('template.id: expected a template id');
  });
});
