import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { Resvg } from '@resvg/resvg-js';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { apply, createDocument } from '../../editor-engine/index.js';
import { createNodeRenderer } from '../../workers/render/node.js';
import { sanitizeSvg } from './svgSanitizer';

// Item 6 of issue 10: uploaded SVG goes through a real XML parser and an allow-list. Hostile files are refused (or,
// for inert leftovers like comments and processing instructions, written again without them); files from real design
// tools come out drawing the same pixels.

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const XHTML = 'xmlns:h="http://www.w3.org/1999/xhtml"';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAGklEQVR4AWN8nh/43/46EwOLs54dw+HQ2wwAQSwGZtSglcoAAAAASUVORK5CYII=';

/** [what, markup, expected]: 'refuse', or 'clean' (accepted once the inert part is dropped). */
const hostile: [string, string, 'refuse' | 'clean'][] = [
  ['a script element', `<svg ${SVG}><script>alert(1)</script></svg>`, 'refuse'],
  ['a script with a prefix bound to SVG', `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`, 'refuse'],
  ['a prefixed root and script', `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>`, 'refuse'],
  ['an XHTML script', `<svg ${SVG} ${XHTML}><h:script>alert(1)</h:script></svg>`, 'refuse'],
  ['an upper-case SCRIPT (lower-cased when pasted into HTML)', `<svg ${SVG}><SCRIPT>alert(1)</SCRIPT></svg>`, 'refuse'],
  ['a script in an unknown namespace', `<svg ${SVG}><x:script xmlns:x="urn:x">alert(1)</x:script></svg>`, 'refuse'],
  ['a script inside metadata', `<svg ${SVG}><metadata><script>alert(1)</script></metadata></svg>`, 'refuse'],
  ['onload on the root', `<svg ${SVG} onload="alert(1)"/>`, 'refuse'],
  ['onLoad in mixed case', `<svg ${SVG}><rect onLoad="alert(1)" width="1" height="1"/></svg>`, 'refuse'],
  ['an event handler with a prefix', `<svg ${SVG} xmlns:x="urn:x"><rect x:onclick="alert(1)"/></svg>`, 'refuse'],
  ['onerror on an embedded image', `<svg ${SVG}><image href="data:image/png;base64,${PIXEL}" onerror="alert(1)"/></svg>`, 'refuse'],
  ['a javascript: link', `<svg ${SVG}><a href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>`, 'refuse'],
  ['a javascript: xlink:href', `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>`, 'refuse'],
  ['javascript: as decimal character references', `<svg ${SVG}><a href="&#106;&#97;vascript:alert(1)"><rect/></a></svg>`, 'refuse'],
  ['javascript: as hex character references', `<svg ${SVG}><a href="&#x6A;&#x61;vascript:alert(1)"><rect/></a></svg>`, 'refuse'],
  ['a tab inside javascript:', `<svg ${SVG}><a href="java&#9;script:alert(1)"><rect/></a></svg>`, 'refuse'],
  ['a newline inside javascript:', `<svg ${SVG}><a href="java&#10;script:alert(1)"><rect/></a></svg>`, 'refuse'],
  ['spaces before javascript:', `<svg ${SVG}><a href="   javascript:alert(1)"><rect/></a></svg>`, 'refuse'],
  ['JaVaScRiPt: in mixed case', `<svg ${SVG}><a href="JaVaScRiPt:alert(1)"><rect/></a></svg>`, 'refuse'],
  ['vbscript:', `<svg ${SVG}><a href="vbscript:msgbox(1)"><rect/></a></svg>`, 'refuse'],
  ['a data:text/html link', `<svg ${SVG} ${XLINK}><a xlink:href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a></svg>`, 'refuse'],
  ['an image from another site', `<svg ${SVG}><image href="https://evil.example/track.png" width="1" height="1"/></svg>`, 'refuse'],
  ['a protocol-relative image', `<svg ${SVG}><image href="//evil.example/track.png"/></svg>`, 'refuse'],
  ['a file: image', `<svg ${SVG} ${XLINK}><image xlink:href="file:///etc/passwd"/></svg>`, 'refuse'],
  ['a relative image (an external file)', `<svg ${SVG}><image href="../../etc/passwd"/></svg>`, 'refuse'],
  ['a path out of the shop media', `<svg ${SVG}><image href="/media/uploads/../../etc/passwd"/></svg>`, 'refuse'],
  ['a path beside the shop media', `<svg ${SVG}><image href="/media/private/key.png"/></svg>`, 'refuse'],
  ['another host with a media path', `<svg ${SVG}><image href="//evil.example/media/uploads/a.png"/></svg>`, 'refuse'],
  ['a shop media path as a use', `<svg ${SVG}><use href="/media/designs/1.svg#a"/></svg>`, 'refuse'],
  ['use of an external sprite', `<svg ${SVG}><use href="https://evil.example/sprite.svg#a"/></svg>`, 'refuse'],
  ['use of a data: SVG', `<svg ${SVG}><use href="data:image/svg+xml;base64,${b64(`<svg ${SVG} id="a"/>`)}#a"/></svg>`, 'refuse'],
  ['an embedded SVG image that runs script', `<svg ${SVG}><image href="data:image/svg+xml;base64,${b64(`<svg ${SVG} onload="alert(1)"/>`)}"/></svg>`, 'refuse'],
  ['an embedded HTML page as an image', `<svg ${SVG}><image href="data:text/html;base64,${b64('<script>alert(1)</script>')}"/></svg>`, 'refuse'],
  ['feImage from another site', `<svg ${SVG}><filter id="f"><feImage href="https://evil.example/x.png"/></filter></svg>`, 'refuse'],
  ['a gradient template from another file', `<svg ${SVG}><linearGradient id="g" href="other.svg#g"/></svg>`, 'refuse'],
  ['a textPath to javascript:', `<svg ${SVG}><text><textPath href="javascript:alert(1)">x</textPath></text></svg>`, 'refuse'],
  [
    'foreignObject with an HTML iframe',
    `<svg ${SVG}><foreignObject width="9" height="9"><h:iframe ${XHTML} src="https://evil.example"/></foreignObject></svg>`,
    'refuse',
  ],
  [
    'foreignObject with an HTML img onerror',
    `<svg ${SVG}><foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></foreignObject></svg>`,
    'refuse',
  ],
  ['foreignObject with an HTML body', `<svg ${SVG}><foreignObject><body xmlns="http://www.w3.org/1999/xhtml">hi</body></foreignObject></svg>`, 'refuse'],
  ['an iframe in the SVG namespace', `<svg ${SVG}><iframe src="https://evil.example"/></svg>`, 'refuse'],
  ['an embed', `<svg ${SVG}><embed src="https://evil.example/x.swf"/></svg>`, 'refuse'],
  ['an object', `<svg ${SVG}><object data="https://evil.example/x.html"/></svg>`, 'refuse'],
  ['an SVG Tiny handler', `<svg ${SVG} xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">alert(1)</handler></svg>`, 'refuse'],
  ['animate turning a link into javascript:', `<svg ${SVG}><a><animate attributeName="href" values="javascript:alert(1)"/><rect/></a></svg>`, 'refuse'],
  ['set of xlink:href', `<svg ${SVG} ${XLINK}><a><set attributeName="xlink:href" to="javascript:alert(1)"/><rect/></a></svg>`, 'refuse'],
  ['set of HREF in upper case', `<svg ${SVG}><a><set attributeName="HREF" to="javascript:alert(1)"/><rect/></a></svg>`, 'refuse'],
  ['set of an event handler', `<svg ${SVG}><rect><set attributeName="onmouseover" to="alert(1)"/></rect></svg>`, 'refuse'],
  ['animate of a fill from another site', `<svg ${SVG}><rect><animate attributeName="fill" to="url(https://evil.example/p.svg#p)"/></rect></svg>`, 'refuse'],
  ['an entity holding javascript:', `<!DOCTYPE svg [<!ENTITY j "javascript:alert(1)">]><svg ${SVG}><a href="&j;"><rect/></a></svg>`, 'refuse'],
  ['an external entity (XXE)', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}><text>&x;</text></svg>`, 'refuse'],
  ['a billion laughs', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg ${SVG}><text>&b;</text></svg>`, 'refuse'],
  ['@import in a style sheet', `<svg ${SVG}><style>@import url(https://evil.example/x.css);</style></svg>`, 'refuse'],
  ['a style sheet url() to another site', `<svg ${SVG}><style>rect{fill:url(https://evil.example/p.svg#p)}</style></svg>`, 'refuse'],
  ['a CSS escape hiding url(', `<svg ${SVG}><style>rect{fill:\\75 rl(https://evil.example/p.svg#p)}</style></svg>`, 'refuse'],
  ['@font-face fetching a font', `<svg ${SVG}><style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style></svg>`, 'refuse'],
  ['a style sheet breaking out into HTML', `<svg ${SVG}><style><![CDATA[</style><script>alert(1)</script>]]></style></svg>`, 'refuse'],
  ['a style attribute url() to another site', `<svg ${SVG}><rect style="fill:url('https://evil.example/p.svg#p')"/></svg>`, 'refuse'],
  ['a style attribute with behavior', `<svg ${SVG}><rect style="behavior:url(x.htc)"/></svg>`, 'refuse'],
  ['a style attribute with expression()', `<svg ${SVG}><rect style="width:expression(alert(1))"/></svg>`, 'refuse'],
  ['a fill attribute url() to another site', `<svg ${SVG}><rect fill="url(https://evil.example/p.svg#p)"/></svg>`, 'refuse'],
  ['a root that is not SVG', `<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>`, 'refuse'],
  ['an svg root without the SVG namespace', `<svg><script>alert(1)</script></svg>`, 'refuse'],
  ['markup that is not well-formed', `<svg ${SVG}><rect></svg>`, 'refuse'],
  ['a second root after the SVG', `<svg ${SVG}/><script>alert(1)</script>`, 'refuse'],
  ['20,000 nested groups', `<svg ${SVG}>${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`, 'refuse'],
  ['a style sheet processing instruction', `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG}><rect width="1" height="1"/></svg>`, 'clean'],
  ['a script written as text in CDATA', `<svg ${SVG}><text><![CDATA[<script>alert(1)</script>]]></text></svg>`, 'clean'],
  ['a script inside a comment', `<svg ${SVG}><!-- <script>alert(1)</script> --><rect width="1" height="1"/></svg>`, 'clean'],
  ['a link to another site around shapes', `<svg ${SVG}><a href="https://evil.example/phish"><rect width="1" height="1"/></a></svg>`, 'clean'],
  ['unknown attributes', `<svg ${SVG}><rect width="1" height="1" formaction="x" xlink:title="y" ${XLINK} data-x="z"/></svg>`, 'clean'],
];

/** An independent check of the output: nothing that runs, fetches or declares survived. */
function expectInert(svg: string, depth = 0): void {
  expect(svg).not.toMatch(/<!DOCTYPE|<!ENTITY|<\?|javascript:|<script|foreignObject|@import/i);
  const doc = new DOMParser().parseFromString(svg, 'application/xml');
  const walk = (el: Element) => {
    expect(el.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(['script', 'foreignobject', 'iframe', 'handler', 'animate', 'set', 'a']).not.toContain((el.localName ?? '').toLowerCase());
    for (let i = 0; i < el.attributes.length; i++) {
      const a = el.attributes.item(i)!;
      expect((a.localName ?? a.name).toLowerCase().startsWith('on'), a.name).toBe(false);
      if (a.localName === 'href') {
        expect(a.value).toMatch(/^#|^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,|^\/media\/(uploads|designs|catalog)\/[\w-][\w.-]*$/);
        const inner = /^data:image\/svg\+xml;base64,(.*)$/.exec(a.value);
        if (inner) expectInert(Buffer.from(inner[1], 'base64').toString(), depth + 1);
      }
      for (const url of a.value.matchAll(/url\(\s*['"]?([^'")]*)/g)) expect(url[1]).toMatch(/^#/);
    }
    for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === c.ELEMENT_NODE) walk(c as Element);
  };
  walk(doc.documentElement!);
}

function render(svg: string, width = 200): PNG {
  return PNG.sync.read(
    Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: 'white', font: { loadSystemFonts: false } }).render().asPng()),
  );
}

/** Pixels that differ between the original and the sanitised file, drawn by resvg. */
function pixelsChanged(original: string, sanitised: string): number {
  const a = render(original);
  const b = render(sanitised);
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0 });
}

describe('sanitizeSvg: hostile files', () => {
  it('has a corpus of at least 40 hostile SVGs', () => expect(hostile.length).toBeGreaterThanOrEqual(40));

  it.each(hostile)('%s', (_what, markup, expected) => {
    const result = sanitizeSvg(markup);
    if (expected === 'refuse') {
      expect(result.ok, result.ok ? result.svg : '').toBe(false);
    } else {
      expect(result.ok, result.ok ? '' : result.reason).toBe(true);
      if (result.ok) expectInert(result.svg);
    }
  });

  it('writes text and attribute values escaped, so nothing turns into markup', () => {
    const result = sanitizeSvg(`<svg ${SVG}><text id="a&quot;b">&lt;script&gt; &amp; ]]&gt;</text></svg>`);
    expect(result).toEqual({ ok: true, svg: `<svg ${SVG}><text id="a&quot;b">&lt;script&gt; &amp; ]]&gt;</text></svg>` });
  });
});

// Issue 25: a 2.2 KB SVG the upload accepted (16000 x 16000, numOctaves 400, blur and morphology 900, a 30 x 30
// kernel) rendered for over 13 minutes once placed in a design. What a file may ask of the rasteriser is bounded.
describe('sanitizeSvg: what a file may ask of the rasteriser (rules/designBudget.ts SVG_BUDGET)', () => {
  const filter = (effects: string, size = 'width="400" height="300"') =>
    `<svg ${SVG} ${size}><defs><filter id="f">${effects}</filter></defs><rect width="400" height="300" filter="url(#f)"/></svg>`;
  const kernel = (n: number) => Array.from({ length: n * n }, () => '1').join(' ');
  const attack = filter(
    `<feTurbulence baseFrequency="0.9" numOctaves="400"/><feGaussianBlur stdDeviation="900"/>` +
      `<feMorphology operator="dilate" radius="900"/><feConvolveMatrix order="30" kernelMatrix="${kernel(30)}"/>`,
    'width="16000" height="16000"',
  );

  it.each([
    ['the attack file of issue 25', attack, /a picture of 16000 x 16000 px \(at most 16384 px a side and 50 megapixels\)/],
    ['a picture of 16,385 px', filter('', 'width="16385" height="10"'), /at most 16384 px a side/],
    ['its filters alone, at 400 x 300 px', attack.replace('width="16000" height="16000"', 'width="400" height="300"'), /a turbulence of octaves above 10/],
    ['a picture of 5 m given in cm', filter('', 'width="500cm" height="10cm"'), /a picture of 18898 x 378 px/],
    ['a viewBox of 20,000 units without a size', `<svg ${SVG} viewBox="0 0 20000 100"/>`, /a picture of 20000 x 100 px/],
    ['a turbulence of 400 octaves', filter('<feTurbulence numOctaves="400"/>'), /a turbulence of octaves above 10/],
    ['a blur of 900', filter('<feGaussianBlur stdDeviation="5 900"/>'), /a blur above 100/],
    ['a drop shadow blurred by 900', filter('<feDropShadow stdDeviation="900"/>'), /a blur above 100/],
    ['a morphology of 900', filter('<feMorphology radius="900"/>'), /a morphology radius above 20/],
    ['a 30 x 30 convolution', filter(`<feConvolveMatrix order="30" kernelMatrix="${kernel(30)}"/>`), /a convolution kernel side above 5/],
    ['101 filter effects', filter('<feOffset dx="1"/>'.repeat(101)), /more than 100 filter effects/],
    [
      'an embedded SVG with a heavy filter',
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="data:image/svg+xml;base64,${b64(filter('<feTurbulence numOctaves="400"/>'))}"/></svg>`,
      /an embedded SVG with a turbulence/,
    ],
  ])('refuses %s', (_what, markup, reason) => {
    const result = sanitizeSvg(markup);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('keeps what design tools write: a few octaves, blurs of tens, small morphology, 3 x 3 to 5 x 5 kernels, 16,384 px', () => {
    const real = filter(
      `<feTurbulence baseFrequency="0.05" numOctaves="8"/><feGaussianBlur stdDeviation="100"/><feDropShadow stdDeviation="4"/>` +
        `<feMorphology radius="3 20"/><feConvolveMatrix order="5" kernelMatrix="${kernel(5)}"/><feConvolveMatrix order="3 3" kernelMatrix="${kernel(3)}"/>`,
      'width="16384" height="100%" viewBox="0 0 400 3000"',
    );
    const result = sanitizeSvg(real);
    expect(result.ok, result.ok ? '' : result.reason).toBe(true);
  });
});

describe('sanitizeSvg: files from real design tools keep their appearance', () => {
  const legit = path.resolve('fixtures/svg/legit');
  it.each(fs.readdirSync(legit).filter((f) => f.endsWith('.svg')))('%s', (file) => {
    const original = fs.readFileSync(path.join(legit, file), 'utf8');
    const result = sanitizeSvg(original);
    if (!result.ok) throw new Error(result.reason);
    expectInert(result.svg);
    expect(result.svg).not.toMatch(/inkscape:|sodipodi:|i:pgf|<metadata/);
    expect(pixelsChanged(original, result.svg)).toBe(0);
  });

  it('keeps gradients, filters, clip paths, uses and embedded images that the drawing needs', () => {
    const ink = sanitizeSvg(fs.readFileSync(path.join(legit, 'inkscape-badge.svg'), 'utf8'));
    expect(ink.ok && ink.svg).toMatch(/<linearGradient xlink:href="#linearGradient1"/);
    expect(ink.ok && ink.svg).toContain('filter:url(#filter4)');
    expect(ink.ok && ink.svg).toContain('xml:space="preserve"');
    const figma = sanitizeSvg(fs.readFileSync(path.join(legit, 'figma-card.svg'), 'utf8'));
    expect(figma.ok && figma.svg).toContain(`xlink:href="data:image/png;base64,${PIXEL}"`);
  });

  const openmoji = path.resolve('node_modules/openmoji/color/svg');
  const emojis = fs.readdirSync(openmoji).filter((f) => f.endsWith('.svg'));
  it('accepts every OpenMoji SVG (4,000+ files of real tool output)', () => {
    expect(emojis.length).toBeGreaterThan(4000);
    const refused = emojis.flatMap((f) => {
      const r = sanitizeSvg(fs.readFileSync(path.join(openmoji, f), 'utf8'));
      return r.ok ? [] : [`${f}: ${r.reason}`];
    });
    expect(refused).toEqual([]);
  });

  it('draws a sample of 40 OpenMoji SVGs pixel for pixel as the originals', () => {
    const sample = emojis.filter((_f, i) => i % Math.floor(emojis.length / 40) === 0).slice(0, 40);
    for (const f of sample) {
      const original = fs.readFileSync(path.join(openmoji, f), 'utf8');
      const result = sanitizeSvg(original);
      expect(result.ok && pixelsChanged(original, result.svg), f).toBe(0);
    }
  });

  it("passes the designer's own exports (embedded photos and library SVGs) unchanged in appearance", async () => {
    const renderer = await createNodeRenderer({ assetDir: path.resolve('fixtures/designs/assets') });
    const designs = fs.readdirSync('fixtures/designs').filter((f) => f.endsWith('.json') && !f.startsWith('limit-'));
    const documents = designs.map((f) => [f, JSON.parse(fs.readFileSync(path.join('fixtures/designs', f), 'utf8')).document] as const);
    // A library design (SVG) placed on a photo, as the designer embeds it: data:image/svg+xml inside the export.
    let withLibrary = apply(createDocument({ productId: 1, typeCode: 8 }, { width: 200, height: 100 }), 'addBackground', {
      src: 'landscape.png',
      naturalWidth: 480,
      naturalHeight: 320,
    });
    withLibrary = apply(withLibrary, 'addImage', { src: 'heart.svg', naturalWidth: 72, naturalHeight: 72 });
    let embeddedSvg = 0;
    for (const [f, document] of [...documents, ['library design on a photo', withLibrary] as const]) {
      const exported = await renderer.exportSvg(document);
      const result = sanitizeSvg(exported);
      if (!result.ok) throw new Error(`${f}: ${result.reason}`);
      if (exported.includes('data:image/svg+xml')) embeddedSvg++;
      expectInert(result.svg);
      expect(pixelsChanged(exported, result.svg), f).toBe(0);
    }
    expect(embeddedSvg).toBeGreaterThan(0);
  });

  it("passes the designer page's export, which references the shop's own media by path, keeping those paths", async () => {
    const renderer = await createNodeRenderer({ assetDir: path.resolve('fixtures/designs/assets') });
    let doc = apply(createDocument({ productId: 1, typeCode: 8 }, { width: 200, height: 100 }), 'addBackground', {
      src: `/media/uploads/${'ab'.repeat(32)}.jpg`,
      naturalWidth: 480,
      naturalHeight: 320,
    });
    doc = apply(doc, 'addImage', { src: '/media/designs/1001.svg', naturalWidth: 72, naturalHeight: 72 });
    doc = apply(doc, 'addText', { text: 'Hi', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#ff0000' });
    const exported = await renderer.exportSvg(doc, { images: 'reference' });
    const result = sanitizeSvg(exported);
    if (!result.ok) throw new Error(result.reason);
    expectInert(result.svg);
    expect(result.svg).toContain(`href="/media/uploads/${'ab'.repeat(32)}.jpg"`);
    expect(result.svg).toContain('href="/media/designs/1001.svg"');
    expect(result.svg).toMatch(/<path id="obj-t\d+" fill="#ff0000"/);
  });
});
