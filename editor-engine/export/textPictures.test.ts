import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument } from '../model.js';
import { textInkBox } from '../logic/preflight.js';
import { buildScene, type TextOutline } from './scene.js';
import { toSvg } from './svg.js';

// A text's emoji (issue 26) are pictures beside its glyphs: the scene carries them with the text, the export writes
// them in the text's group, and the preflight counts their boxes as ink. The outliner here is a fake one.

const heart = { src: '/media/designs/openmoji/1.svg', x: 20, y: -12, width: 12, height: 12, text: '❤️' };
const outline = (text: string): TextOutline =>
  text === '❤️'
    ? { d: '', width: 12, ascent: 10, descent: 2, pictures: [{ ...heart, x: 0 }] }
    : { d: 'M0 -10L20 -10L20 0Z', width: 32, ascent: 10, descent: 2, pictures: [heart] };

function doc(text: string) {
  const d = createDocument({ productId: 1, typeCode: 8 }, { width: 400, height: 300 });
  return apply(d, 'addText', { text, font: 'R', fontFile: 'r.woff', fill: '#ff0000' });
}

describe('emoji pictures of a text', () => {
  it('are drawn with the glyphs in one group carrying the placement, never tinted by the fill', () => {
    const svg = toSvg(doc('ab ❤️'), { outlineText: (t) => outline(t.text), imageHref: (src) => src });
    expect(svg).toContain(
      '<g id="obj-t1" transform="translate(200 150) translate(-16 4)"><path fill="#ff0000" d="M0 -10L20 -10L20 0Z"/>' +
        '<image x="20" y="-12" width="12" height="12" preserveAspectRatio="xMidYMid meet" href="/media/designs/openmoji/1.svg"/></g>',
    );
  });

  it('keep a text of only emoji in the scene (it used to be left out as an empty path)', () => {
    const scene = buildScene(doc('❤️'), { outlineText: (t) => outline(t.text) });
    const text = scene.items.find((i) => i.id === 'obj-t1');
    expect(text).toMatchObject({ kind: 'path', d: '', pictures: [{ text: '❤️' }] });
    expect(toSvg(doc('❤️'), { outlineText: (t) => outline(t.text), imageHref: (src) => src })).toContain('<g id="obj-t1"');
  });

  it('ink their whole box in the preflight', () => {
    expect(textInkBox(outline('❤️'))).toEqual({ left: -6, top: -8, right: 6, bottom: 4 });
    expect(textInkBox(outline('ab ❤️'))!.right).toBe(16);
  });

  it('on a curved text (issue 29) stand turned about their centre, in the export and in the ink box', () => {
    const turned = (): TextOutline => ({ d: '', width: 12, ascent: 10, descent: 2, pictures: [{ ...heart, x: 0, angle: 45 }] });
    expect(toSvg(doc('❤️'), { outlineText: () => turned(), imageHref: (src) => src })).toContain(
      'preserveAspectRatio="xMidYMid meet" href="/media/designs/openmoji/1.svg" transform="rotate(45 6 -6)"/>',
    );
    // a 12 px square turned 45 degrees is 17 px across
    const b = textInkBox(turned())!;
    expect(b.right - b.left).toBeCloseTo(12 * Math.SQRT2, 6);
    expect(b.bottom - b.top).toBeCloseTo(12 * Math.SQRT2, 6);
  });
});
