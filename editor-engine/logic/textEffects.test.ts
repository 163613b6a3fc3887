import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type TextObject } from '../model.js';
import { restoreDocument } from '../restore.js';
import { colourRangesProblem, paintColourRange, shiftColourRanges } from './textEffects.js';

const red = (start: number, end: number) => ({ start, end, fill: '#ff0000' });

describe('letters coloured apart follow the text as it is edited', () => {
  // "Hello" with "ll" red: [2, 4)
  const ll = [red(2, 4)];
  it('typing before them moves them on', () => expect(shiftColourRanges(ll, 'Hello', 'Oh Hello')).toEqual([red(5, 7)]));
  it('typing at their start moves them on', () => expect(shiftColourRanges(ll, 'Hello', 'Hexllo')).toEqual([red(3, 5)]));
  it('typing inside them widens them', () => expect(shiftColourRanges(ll, 'Hello', 'Helxlo')).toEqual([red(2, 5)]));
  it('typing after them leaves them', () => expect(shiftColourRanges(ll, 'Hello', 'Hello!')).toEqual(ll));
  it('deleting one of them shrinks them', () => expect(shiftColourRanges(ll, 'Hello', 'Helo')).toEqual([red(2, 3)]));
  it('deleting all of them drops them', () => expect(shiftColourRanges(ll, 'Hello', 'Heo')).toEqual([]));
  it('deleting before them moves them back', () => expect(shiftColourRanges(ll, 'Hello', 'ello')).toEqual([red(1, 3)]));
  it('replacing a selection across their end keeps what is left of them', () => expect(shiftColourRanges(ll, 'Hello', 'HelX')).toEqual([red(2, 3)]));
});

describe('painting letters', () => {
  it('cuts what was there and joins neighbours of one colour', () => {
    expect(paintColourRange([red(0, 4)], 1, 3, '#00ff00', '#000000')).toEqual([red(0, 1), { start: 1, end: 3, fill: '#00ff00' }, red(3, 4)]);
    expect(paintColourRange([red(0, 2)], 2, 4, '#ff0000', '#000000')).toEqual([red(0, 4)]);
  });
  it("the text's own colour takes the range away", () => expect(paintColourRange([red(0, 4)], 0, 4, '#000000', '#000000')).toEqual([]));
  it('ranges out of order, overlapping or past the text are problems', () => {
    expect(colourRangesProblem([red(0, 2), red(1, 3)], 5)).toMatch(/overlap/);
    expect(colourRangesProblem([red(2, 2)], 5)).toMatch(/after start/);
    expect(colourRangesProblem([red(0, 6)], 5)).toMatch(/past the text/);
    expect(colourRangesProblem([red(0, 2), red(2, 5)], 5)).toBeNull();
  });
});

describe('a text with an outline, a shadow and red letters', () => {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  doc = apply(doc, 'addText', { text: 'Hello', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
  doc = apply(doc, 'setTextEffects', { id: 't1', stroke: { colour: '#FFF', width: 0.05 }, shadow: { colour: '#808080' } });
  doc = apply(doc, 'colourCharacters', { id: 't1', start: 2, end: 4, fill: 'red' });
  const text = () => doc.objects.t1 as TextObject;

  it('keeps them in the document, colours normalised', () => {
    expect(text().stroke).toEqual({ colour: '#ffffff', width: 0.05 });
    expect(text().shadow).toEqual({ colour: '#808080' });
    expect(text().colours).toEqual([red(2, 4)]);
  });

  it('restores them, and refuses malformed ones naming the field', () => {
    expect(restoreDocument(JSON.stringify(doc)).objects.t1).toEqual(text());
    const bad = (patch: Partial<TextObject>) => () => restoreDocument({ ...doc, objects: { t1: { ...text(), ...patch } } });
    expect(bad({ stroke: { colour: '#fff', width: 5 } })).toThrow(/objects\.t1\.stroke\.width: expected at most 0\.2/);
    expect(bad({ shadow: { colour: 'nope' } })).toThrow(/objects\.t1\.shadow\.colour/);
    expect(bad({ colours: [red(3, 9)] })).toThrow(/objects\.t1\.colours: range 0: end 9 is past the text's 5 characters/);
    expect(bad({ colours: [{ start: 0.5, end: 2, fill: '#f00' }] })).toThrow(/objects\.t1\.colours\.0\.start: expected a whole number/);
  });

  it('an older text without them stays as it was', () => {
    const plain = { ...text() };
    delete plain.stroke;
    delete plain.shadow;
    delete plain.colours;
    expect(restoreDocument({ ...doc, objects: { t1: plain } }).objects.t1).toEqual(plain);
  });

  it('editing the words moves the red letters; taking the effects away leaves none', () => {
    const edited = apply(doc, 'editText', { id: 't1', text: 'Oh Hello' });
    expect((edited.objects.t1 as TextObject).colours).toEqual([red(5, 7)]);
    const plain = apply(doc, 'setTextEffects', { id: 't1', stroke: null, shadow: null });
    expect(plain.objects.t1).not.toHaveProperty('stroke');
    expect(plain.objects.t1).not.toHaveProperty('shadow');
    expect(() => apply(doc, 'setTextEffects', { id: 't1', stroke: { colour: '#fff', width: 1 } })).toThrow(/width must be/);
    expect(() => apply(doc, 'colourCharacters', { id: 't1', start: 3, end: 9, fill: '#f00' })).toThrow(/not in the text/);
  });
});

describe('the ink of a text with effects (the preflight measures what prints)', () => {
  it('grows by the outline all round and by the shadow down and right', async () => {
    const { textInkBox } = await import('./preflight.js');
    const outline = { d: 'M0 -10L20 -10L20 0L0 0Z', width: 20, ascent: 10, descent: 0, size: 50, parts: [{ d: 'M20 -10L30 -10L30 0Z' }] };
    const plain = textInkBox(outline)!;
    expect(plain.right - plain.left).toBe(30); // the coloured letters ink too
    const text = { fontSize: 60, stroke: { colour: '#fff', width: 0.1 }, shadow: { colour: '#000' } };
    expect(textInkBox(outline, text)).toEqual({ left: plain.left - 5, top: plain.top - 5, right: plain.right + 5 + 3, bottom: plain.bottom + 5 + 3 });
  });
});
