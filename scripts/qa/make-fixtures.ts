import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  apply,
  createDocument,
  DesignerSession,
  dispatch,
  type CommandArgs,
  type CommandName,
  type DesignDocument,
  type TypeCode,
} from '../../editor-engine/index.js';

/**
 * Builds the QA design documents through the engine's own commands, so every fixture is a document a shopper could
 * have made. Run: npx tsx scripts/qa/make-fixtures.ts [names] (then npm run qa:replay -- --update [names] for new goldens).
 */
export interface Fixture {
  description: string;
  /** Width of the golden PNG in pixels. */
  pngWidth: number;
  document: unknown;
}

type Step = { [N in CommandName]: [N, CommandArgs<N>] }[CommandName];

function build(typeCode: TypeCode, steps: Step[], canvas = { width: 400, height: 300 }, productId = 100 + typeCode): DesignDocument {
  let doc = createDocument({ productId, typeCode, limits: { minWidth: 10, minHeight: 10, maxWidth: 200, maxHeight: 150, minPack: 2 } }, canvas);
  for (const [name, args] of steps) doc = apply(doc, name, args as never);
  return doc;
}

const BG: Step = ['addBackground', { src: 'landscape.png', naturalWidth: 480, naturalHeight: 320 }];
const ROBOTO = { font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff' };
const ROBOTO_BOLD = { font: 'Roboto', fontFile: 'roboto-latin-700-normal.woff' };
const LOBSTER = { font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff' };
const PLAYFAIR = { font: 'Playfair Display', fontFile: 'playfair-display-latin-400-normal.woff' };
const HEBREW = { font: 'Noto Sans Hebrew', fontFile: 'noto-sans-hebrew-hebrew-400-normal.woff' };
const text = (t: string, font = ROBOTO, fill = '#ffffff', rightToLeft = false): Step => ['addText', { text: t, ...font, fill, rightToLeft }];
const mv = (id: string, dx: number, dy: number): Step => ['move', { ids: [id], dx, dy }];
const size = (width: number): Step => ['setSize', { width }];

/**
 * Arranging (issue 29) replayed through the designer's own actions: three pictures of different sizes placed apart,
 * all selected, bottom edges aligned, spaced evenly across, then the smallest duplicated (the copy a little off).
 */
function arranged(): DesignDocument {
  const session = new DesignerSession(
    build(8, [
      ['setBackgroundColour', { colour: '#eef2f7' }],
      ['addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 }],
      mv('i1', -140, -60),
      ['addImage', { src: 'portrait.png', naturalWidth: 200, naturalHeight: 300 }],
      ['scale', { ids: ['i2'], scaleX: 0.5, scaleY: 0.5 }],
      mv('i2', -20, 10),
      ['addImage', { src: 'heart.svg', naturalWidth: 72, naturalHeight: 72 }],
      ['scale', { ids: ['i3'], scaleX: 0.7, scaleY: 0.7 }],
      mv('i3', 150, -40),
    ]),
  );
  dispatch(session, 'selectAll');
  dispatch(session, 'alignSelection', { edge: 'bottom' });
  dispatch(session, 'distributeSelection', { axis: 'horizontal' });
  session.select(['i1']);
  dispatch(session, 'duplicateSelection');
  return session.doc;
}

const v1Document = {
  version: 1,
  productId: 208,
  typeCode: 8,
  width: 40,
  height: 30,
  canvasWidth: 400,
  canvasHeight: 300,
  background: 'portrait.png',
  backgroundWidth: 200,
  backgroundHeight: 300,
  backgroundColor: '#FFEEDD',
  shape: 'rounded-square',
  effect: 'original',
  texts: [{ text: 'Since 1998', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', color: '#A01020', size: 48, left: 200, top: 240, angle: -8 }],
  images: [{ src: 'logo.png', width: 96, height: 96, left: 200, top: 110, scale: 1.2 }],
};

export const FIXTURES: Record<string, Omit<Fixture, 'pngWidth'> & { pngWidth?: number }> = {
  'type2-background-image': { description: 'Type 2: background image only, original shape and effect', document: build(2, [BG, size(40)]) },
  'type2-background-colour': {
    description: 'Type 2: background colour (keyword input) with a text',
    document: build(2, [['setBackgroundColour', { colour: 'teal' }], text('Hello World'), size(60)]),
  },
  'type3-rectangle-free-size': {
    description: 'Type 3: rectangle, width and height not proportional',
    document: build(3, [BG, ['setShape', { kind: 'rectangle' }], ['setSize', { width: 120 }], ['setSize', { height: 40 }]]),
  },
  'type6-circle-image': {
    description: 'Type 6: circle shape over a background with an image',
    document: build(6, [BG, ['setShape', { kind: 'circle' }], ['addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 }]]),
  },
  'type7-bordered-canvas': {
    description: 'Type 7: fixed 1 x 1 size, text on the canvas',
    document: build(7, [BG, size(80), text('Family', LOBSTER, '#ffee00')], { width: 330, height: 432 }),
  },
  'type8-square-straight': {
    description: 'Type 8: square shape, straight borders',
    document: build(8, [BG, ['setShape', { kind: 'square' }], text('Square', ROBOTO_BOLD)]),
  },
  'type8-square-rounded': { description: 'Type 8: square shape, rounded radius 20', document: build(8, [BG, ['setShape', { kind: 'square', rounded: true }]]) },
  'type8-rectangle-rounded': {
    description: 'Type 8: rectangle shape, rounded radius 20',
    document: build(8, [BG, ['setShape', { kind: 'rectangle', rounded: true }], text('Rounded', PLAYFAIR, '#102030')]),
  },
  'type8-rectangle-straight': {
    description: 'Type 8: rectangle shape, straight borders',
    document: build(8, [['setBackgroundColour', { colour: '#f5deb3' }], ['setShape', { kind: 'rectangle' }], text('Plain', ROBOTO, '#333')]),
  },
  'type9-mockup-sepia': {
    description: 'Type 9: sepia effect over background, image and text',
    document: build(9, [
      BG,
      ['setEffect', { effect: 'sepia' }],
      ['addImage', { src: 'portrait.png', naturalWidth: 200, naturalHeight: 300 }],
      text('Vintage', PLAYFAIR),
    ]),
  },
  'type10-pack-grayscale': {
    description: 'Type 10: grayscale effect, pack chosen',
    document: build(10, [BG, ['setEffect', { effect: 'grayscale' }], ['setPack', { pack: 2.4 }], text('Pack of 3', ROBOTO_BOLD, '#ff4400')]),
  },
  'type11-composition': {
    description: 'Type 11: composition-based, two images side by side',
    document: build(11, [
      BG,
      ['setFeatures', { composition: 'triptych' }],
      ['addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 }],
      mv('i1', -100, 0),
      ['addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 }],
      mv('i2', 100, 0),
    ]),
  },
  'type12-fixed-ratio': {
    description: 'Type 12: free size, grayscale circle',
    document: build(12, [BG, ['setShape', { kind: 'circle' }], ['setEffect', { effect: 'grayscale' }], ['setSize', { width: 50, height: 90 }]], {
      width: 292,
      height: 340,
    }),
  },
  'texts-several-fonts': {
    description: 'Four texts in four fonts and colours, moved and scaled',
    document: build(2, [
      ['setBackgroundColour', { colour: 'rgb(250, 248, 240)' }],
      text('Roboto office', ROBOTO, '#222222'),
      mv('t1', 0, -100),
      text('Lobster Wave', LOBSTER, 'hsl(340, 80%, 45%)'),
      mv('t2', 0, -30),
      ['scale', { ids: ['t2'], scaleX: 0.8, scaleY: 0.8 }],
      text('Playfair AV To', PLAYFAIR, '#0a5'),
      mv('t3', 0, 40),
      text('BOLD 2026', ROBOTO_BOLD, '#1e3a8a'),
      mv('t4', 0, 105),
      ['scale', { ids: ['t4'], scaleX: 0.6, scaleY: 0.6 }],
    ]),
  },
  'rtl-hebrew': {
    description: 'Right-to-left Hebrew text (Noto Sans Hebrew) next to a Latin text',
    document: build(2, [
      ['setBackgroundColour', { colour: '#fffbe6' }],
      text('שלום עולם', HEBREW, '#0b3d91', true),
      mv('t1', 0, -50),
      text('Shalom', ROBOTO, '#444444'),
      mv('t2', 0, 60),
    ]),
  },
  'images-scaled-rotated': {
    description: 'Images scaled and rotated, reordered',
    document: build(8, [
      BG,
      ['addImage', { src: 'portrait.png', naturalWidth: 200, naturalHeight: 300 }],
      ['scale', { ids: ['i1'], scaleX: 0.5, scaleY: 0.5 }],
      ['rotate', { ids: ['i1'], angle: 30 }],
      mv('i1', -90, 0),
      ['addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 }],
      ['scale', { ids: ['i2'], scaleX: 1.5, scaleY: 0.75 }],
      ['rotate', { ids: ['i2'], angle: -45 }],
      mv('i2', 90, 20),
      ['reorder', { id: 'i1', to: 'front' }],
    ]),
  },
  'image-fitted-to-canvas': {
    description: 'A 1200 x 900 upload shrunk in 10 px steps to fit canvas minus 25',
    document: build(8, [
      ['setBackgroundColour', { colour: '#dddddd' }],
      ['addImage', { src: 'large.png', naturalWidth: 1200, naturalHeight: 900 }],
    ]),
  },
  'limit-minimum-size': { description: 'Size exactly at the minimum width and height', document: build(3, [BG, ['setSize', { width: 10, height: 10 }]]) },
  'limit-maximum-size': { description: 'Size exactly at the maximum width and height', document: build(3, [BG, ['setSize', { width: 200, height: 150 }]]) },
  'limit-over-max-width': {
    description: 'Width over maximum (max-width alert), height inside',
    document: build(3, [BG, ['setSize', { width: 201, height: 100 }], text('Too wide', ROBOTO, '#ff0000')]),
  },
  'limit-over-max-height': {
    description: 'Height over maximum (max-height alert), width inside',
    document: build(3, [BG, ['setSize', { width: 100, height: 151 }], text('Too high', ROBOTO, '#ff0000')]),
  },
  'limit-below-min': { description: 'Below the minimum size (wrong-size alert)', document: build(3, [BG, ['setSize', { width: 9.99, height: 5 }]]) },
  'old-schema-v1': { description: 'A schema v1 document that restoreDocument() upgrades', document: v1Document },
  'text-lines-aligned': {
    description: 'Multi-line texts (issue 29): two lines centred with letter spacing, three lines left with a taller line height, Hebrew lines right',
    document: build(2, [
      ['setBackgroundColour', { colour: '#f4f1ea' }],
      ['addText', { text: 'Happy\nbirthday Anna', ...LOBSTER, fill: '#a01040', letterSpacing: 0.08 }],
      mv('t1', 0, -75),
      ['scale', { ids: ['t1'], scaleX: 0.7, scaleY: 0.7 }],
      ['addText', { text: 'one\ntwo lines\nthree', ...ROBOTO, fill: '#1e3a8a', align: 'left', lineHeight: 1.4 }],
      mv('t2', -100, 60),
      ['scale', { ids: ['t2'], scaleX: 0.5, scaleY: 0.5 }],
      ['addText', { text: 'שלום\nעולם יפה', ...HEBREW, fill: '#0b3d91', rightToLeft: true, align: 'right' }],
      mv('t3', 100, 60),
      ['scale', { ids: ['t3'], scaleX: 0.6, scaleY: 0.6 }],
    ]),
  },
  'text-lines-spaced': {
    description: 'A long text wrapped with tight lines and letters and an empty line (issue 29), restyled after adding',
    document: build(2, [
      BG,
      ['addText', { text: 'With love from all of us: Anna, Ben, Clara and little David\n\nMade with care', ...ROBOTO_BOLD, fill: '#ffffff' }],
      ['styleText', { id: 't1', lineHeight: 0.8, letterSpacing: -0.03 }],
      ['styleText', { id: 't1', align: 'right' }],
    ]),
  },
  'text-outline-shadow-colours': {
    description: 'Texts with an outline, a shadow and letters coloured apart, edited after colouring (issue 29)',
    document: build(8, [
      BG,
      ['addText', { text: 'Happy day', ...LOBSTER, fill: '#ffd700' }],
      ['setTextEffects', { id: 't1', stroke: { colour: '#1a1a1a', width: 0.06 }, shadow: { colour: '#555555' } }],
      ['colourCharacters', { id: 't1', start: 0, end: 2, fill: '#e00000' }],
      // typed before the red letters: they move on with their word
      ['editText', { id: 't1', text: 'A Happy day' }],
      mv('t1', 0, -70),
      ['addText', { text: 'With love from all of us, Anna and Ben', ...ROBOTO_BOLD, fill: '#ffffff' }],
      ['colourCharacters', { id: 't2', start: 26, end: 30, fill: '#0057b8' }],
      ['setTextEffects', { id: 't2', shadow: { colour: '#000000' } }],
      ['scale', { ids: ['t2'], scaleX: 0.6, scaleY: 0.6 }],
      mv('t2', 0, 60),
    ]),
  },
  'text-curved': {
    description: 'Curved texts (issue 29): an arc up, a Hebrew arc down (right to left) and a full circle, over a colour',
    document: build(2, [
      ['setBackgroundColour', { colour: '#fdf6e3' }],
      ['addText', { text: 'Happy birthday', ...LOBSTER, fill: '#a01040', curve: 45 }],
      mv('t1', -100, -40),
      ['scale', { ids: ['t1'], scaleX: 0.6, scaleY: 0.6 }],
      ['addText', { text: 'שלום עולם', ...HEBREW, fill: '#0b3d91', rightToLeft: true }],
      ['styleText', { id: 't2', curve: -40 }],
      mv('t2', -100, 70),
      ['scale', { ids: ['t2'], scaleX: 0.7, scaleY: 0.7 }],
      ['addText', { text: 'WITH LOVE • ', ...ROBOTO_BOLD, fill: '#2f6f3e', curve: 100 }],
      mv('t3', 100, 0),
      ['scale', { ids: ['t3'], scaleX: 0.5, scaleY: 0.5 }],
    ]),
  },
  'text-curved-effects': {
    description: 'Curved texts with an outline, a shadow and letters coloured apart: all on the arc (issue 29)',
    document: build(2, [
      ['setBackgroundColour', { colour: '#fdf6e3' }],
      ['addText', { text: 'Happy birthday', ...LOBSTER, fill: '#ffd700', curve: 60 }],
      ['setTextEffects', { id: 't1', stroke: { colour: '#1a1a1a', width: 0.06 }, shadow: { colour: '#777777' } }],
      ['colourCharacters', { id: 't1', start: 6, end: 14, fill: '#e00000' }],
      mv('t1', 0, -50),
      ['scale', { ids: ['t1'], scaleX: 0.7, scaleY: 0.7 }],
      ['addText', { text: 'Anna & Ben', ...ROBOTO_BOLD, fill: '#0b3d91', curve: -45 }],
      ['colourCharacters', { id: 't2', start: 0, end: 4, fill: '#2f6f3e' }],
      ['setTextEffects', { id: 't2', shadow: { colour: '#000000' } }],
      mv('t2', 0, 80),
      ['scale', { ids: ['t2'], scaleX: 0.6, scaleY: 0.6 }],
    ]),
  },
  'arranged-aligned-distributed': {
    description: 'Arranging (issue 29): three pictures aligned on their bottom edges, spaced evenly across, one duplicated',
    document: arranged(),
  },
  'image-flip-opacity-adjust': {
    description: 'Pictures and a text flipped, see-through, and the pictures brightened, contrasted and desaturated (issue 29)',
    document: build(8, [
      BG,
      ['addImage', { src: 'portrait.png', naturalWidth: 200, naturalHeight: 300 }],
      ['scale', { ids: ['i1'], scaleX: 0.6, scaleY: 0.6 }],
      ['rotate', { ids: ['i1'], angle: 15 }],
      mv('i1', -110, 0),
      ['flip', { ids: ['i1'], axis: 'x' }],
      ['setOpacity', { ids: ['i1'], opacity: 0.5 }],
      ['adjustImage', { id: 'i1', brightness: 30, saturation: -60 }],
      ['addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 }],
      mv('i2', 120, -60),
      ['flip', { ids: ['i2'], axis: 'y' }],
      ['adjustImage', { id: 'i2', contrast: 60, brightness: -20 }],
      ['addText', { text: 'Mirror', ...ROBOTO_BOLD, fill: '#ffffff' }],
      mv('t3', 100, 90),
      ['flip', { ids: ['t3'], axis: 'x' }],
      ['setOpacity', { ids: ['t3'], opacity: 0.7 }],
    ]),
  },
  'empty-and-deleted': {
    description: 'Texts added, one emptied and one deleted, colour background',
    document: build(2, [
      ['setBackgroundColour', { colour: '#abc' }],
      text('keep me', LOBSTER, '#000'),
      text('gone'),
      text('x'),
      ['editText', { id: 't3', text: '' }],
      ['deleteSelection', { ids: ['t2'] }],
    ]),
  },
};

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dir = path.resolve('fixtures/designs');
  // names on the command line write only those (a new fixture without rewriting the others)
  const only = process.argv.slice(2);
  for (const [name, f] of Object.entries(FIXTURES).filter(([n]) => only.length === 0 || only.includes(n))) {
    const fixture: Fixture = { description: f.description, pngWidth: f.pngWidth ?? 320, document: f.document };
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(fixture, null, 2) + '\n');
  }
  console.log(`wrote ${only.length || Object.keys(FIXTURES).length} fixtures`);
}
