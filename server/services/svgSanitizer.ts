import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import {
  ACTIVE_ELEMENTS,
  ANIMATIONS,
  ATTRIBUTES,
  ELEMENTS,
  PRESENTATION,
  RASTER_DATA_URL,
  SHOP_MEDIA,
  SVG_DATA_URL,
  SVG_NS,
  UNWRAPPED,
  URL_ATTRIBUTES,
  XHTML_NS,
  XLINK_NS,
  XML_NS,
} from './svgAllowList';
import { SVG_BUDGET } from '../../rules/designBudget';

// An uploaded SVG is parsed by a real XML parser (namespaces resolved, character references decoded) and written
// again from an allow-list: only SVG-namespace drawing elements and their known attributes survive, so nothing a
// pattern could miss (a prefix, an entity, a tab inside "javascript:") reaches a viewer. Content that could run
// script or fetch something refuses the file as a whole, so the shopper is told instead of getting a silently
// different picture. Editor metadata (Inkscape, Illustrator, RDF) is dropped: it never changes what is drawn.
// A file asking its rasteriser for more than any drawing needs (an intrinsic size past the pixel caps, filters of
// hundreds of octaves, huge blur or morphology radii, big convolution kernels: rules/designBudget.ts SVG_BUDGET) is
// refused too (issue 25): one such 2 KB file placed in a design rendered for 13 minutes.

export type SvgCheck = { ok: true; svg: string } | { ok: false; reason: string };

const MAX_DEPTH = 100;
const MAX_ELEMENTS = 200_000;
/** An SVG embedded as a data: image in an SVG (the designer embeds library designs so) is checked too, once deep. */
const MAX_NESTING = 2;

class Refused extends Error {}

export function sanitizeSvg(markup: string, nesting = 0): SvgCheck {
  try {
    return { ok: true, svg: new Writer(nesting).document(parse(markup)) };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.message };
    return { ok: false, reason: `not well-formed XML: ${(err as Error).message.split('\n')[0].slice(0, 200)}` };
  }
}

function parse(markup: string): Element {
  const doc = new DOMParser({
    onError: (level, message) => {
      // Undefined entities (every entity but the five of XML), mismatched tags, duplicate attributes: refused.
      if (level !== 'warning') throw new Refused(message);
    },
  }).parseFromString(markup, 'application/xml');
  for (let node = doc.firstChild; node; node = node.nextSibling) {
    // A DOCTYPE naming a DTD is inert (nothing fetches it) and dropped; one declaring entities is refused.
    if (node.nodeType === node.DOCUMENT_TYPE_NODE && /\S/.test((node as unknown as { internalSubset?: string }).internalSubset ?? ''))
      throw new Refused('a DOCTYPE with declarations');
  }
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') throw new Refused('the root is not an SVG element');
  return root;
}

class Writer {
  private elements = 0;
  private filterEffects = 0;
  private usesXlink = false;

  constructor(private readonly nesting: number) {}

  document(root: Element): string {
    const body = this.element(root, 0);
    // The namespaces the output uses, declared once on the root: SVG by default, xlink when an xlink:href stayed.
    const xmlns = ` xmlns="${SVG_NS}"${this.usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''}`;
    return body.replace(/^<svg/, `<svg${xmlns}`);
  }

  private element(el: Element, depth: number): string {
    if (depth > MAX_DEPTH) throw new Refused('elements nested too deeply');
    if (++this.elements > MAX_ELEMENTS) throw new Refused('too many elements');
    const local = el.localName ?? '';
    const lower = local.toLowerCase();
    if (ACTIVE_ELEMENTS.has(lower) || el.namespaceURI === XHTML_NS) throw new Refused(`a <${el.nodeName}> element`);
    if (ANIMATIONS.has(lower)) return this.dropped(el, depth, true);
    if (el.namespaceURI !== SVG_NS) return this.dropped(el, depth);
    if (UNWRAPPED.has(local)) {
      this.attributes(el); // an <a href="javascript:..."> is refused, not just unwrapped
      return this.children(el, depth);
    }
    if (!ELEMENTS.has(local)) return this.dropped(el, depth);
    this.budget(el, local, depth);
    if (local === 'style') return `<style>${escapeText(checkCss(el.textContent ?? ''))}</style>`;
    const attrs = this.attributes(el);
    const inner = this.children(el, depth);
    return inner ? `<${local}${attrs}>${inner}</${local}>` : `<${local}${attrs}/>`;
  }

  /** What the element asks of the rasteriser, within SVG_BUDGET: the root's intrinsic size, each filter effect's work. */
  private budget(el: Element, local: string, depth: number): void {
    if (depth === 0) {
      const [, , vbWidth, vbHeight] = numbers(el.getAttribute('viewBox'));
      const width = length(el.getAttribute('width')) ?? vbWidth ?? 0;
      const height = length(el.getAttribute('height')) ?? vbHeight ?? 0;
      if (width > SVG_BUDGET.side || height > SVG_BUDGET.side || width * height > SVG_BUDGET.pixels) {
        const caps = `at most ${SVG_BUDGET.side} px a side and ${SVG_BUDGET.pixels / 1_000_000} megapixels`;
        throw new Refused(`a picture of ${Math.round(width)} x ${Math.round(height)} px (${caps})`);
      }
    }
    if (!local.startsWith('fe')) return;
    if (++this.filterEffects > SVG_BUDGET.filterPrimitives) throw new Refused(`more than ${SVG_BUDGET.filterPrimitives} filter effects`);
    const over = (attribute: string, max: number, what: string) => {
      if (numbers(el.getAttribute(attribute)).some((n) => Math.abs(n) > max)) throw new Refused(`${what} above ${max} (${local} ${attribute})`);
    };
    if (local === 'feTurbulence') over('numOctaves', SVG_BUDGET.numOctaves, 'a turbulence of octaves');
    if (local === 'feGaussianBlur' || local === 'feDropShadow') over('stdDeviation', SVG_BUDGET.blurDeviation, 'a blur');
    if (local === 'feMorphology') over('radius', SVG_BUDGET.morphologyRadius, 'a morphology radius');
    if (local === 'feConvolveMatrix') over('order', SVG_BUDGET.convolveOrder, 'a convolution kernel side');
  }

  /** Something not kept (editor metadata, foreignObject, animations): still read, so what is active in it refuses the file. */
  private dropped(el: Element, depth: number, animation = false): string {
    this.attributes(el, animation);
    this.children(el, depth);
    return '';
  }

  private children(el: Element, depth: number): string {
    let out = '';
    for (let node: Node | null = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === node.ELEMENT_NODE) out += this.element(node as Element, depth + 1);
      else if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) out += escapeText(node.nodeValue ?? '');
      // comments and processing instructions are dropped
    }
    return out;
  }

  private attributes(el: Element, animation = false): string {
    let out = '';
    const keep = el.namespaceURI === SVG_NS && ELEMENTS.has(el.localName ?? '');
    for (let i = 0; i < el.attributes.length; i++) {
      const attr = el.attributes.item(i)!;
      const local = attr.localName ?? attr.name;
      const value = attr.value;
      // Event handlers in any case or namespace: an SVG pasted into HTML has its attribute names lower-cased.
      if (local.toLowerCase().startsWith('on')) throw new Refused(`an event handler (${attr.name})`);
      if (animation && local === 'attributeName' && /(^|:)href$|^on|^style$/i.test(value.trim())) throw new Refused(`an animation of ${value}`);
      if (animation && /^(values|from|to|by)$/.test(local)) checkValueUrls(value);
      if (!keep) {
        if (local === 'href') checkDroppedLink(value);
        continue;
      }
      if (attr.namespaceURI === null && (ATTRIBUTES.has(local) || PRESENTATION.has(local))) {
        out += ` ${local}="${escapeAttr(this.value(el, local, value))}"`;
      } else if (attr.namespaceURI === XLINK_NS && local === 'href') {
        this.usesXlink = true;
        out += ` xlink:href="${escapeAttr(checkUrl(el, value, this.nesting))}"`;
      } else if (attr.namespaceURI === XML_NS && local === 'space') {
        out += ` xml:space="${value === 'preserve' ? 'preserve' : 'default'}"`;
      }
    }
    return out;
  }

  private value(el: Element, name: string, value: string): string {
    if (URL_ATTRIBUTES.has(name)) return checkUrl(el, value, this.nesting);
    if (name === 'style') return checkStyle(value);
    checkValueUrls(value);
    return value;
  }
}

/**
 * A link, read as a browser would (whitespace and control characters removed, scheme in any case): a fragment of this
 * file, or on an image the shop's own media by path, an embedded raster image or an SVG that passes this same check.
 * Anything else is refused.
 */
function checkUrl(el: Element, value: string, nesting: number): string {
  const url = asBrowsersRead(value);
  if (url.startsWith('#')) return url;
  const image = el.localName === 'image' || el.localName === 'feImage';
  if (image && (RASTER_DATA_URL.test(url) || (SHOP_MEDIA.test(url) && !url.includes('..')))) return url;
  const svg = image ? SVG_DATA_URL.exec(url) : null;
  if (svg && nesting < MAX_NESTING) {
    const inner = sanitizeSvg(Buffer.from(svg[1], 'base64').toString('utf8'), nesting + 1);
    if (!inner.ok) throw new Refused(`an embedded SVG with ${inner.reason}`);
    return `data:image/svg+xml;base64,${Buffer.from(inner.svg).toString('base64')}`;
  }
  throw new Refused(`a link to ${url.slice(0, 40)}`);
}

/** A URL without the whitespace and control characters browsers skip ("java\tscript:" is "javascript:"). */
function asBrowsersRead(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return value.replace(/[\u0000-\u0020\u007f]+/g, '');
}

/** A link on something dropped (an <a> around shapes, editor metadata): harmless once gone, unless it is script. */
function checkDroppedLink(value: string): void {
  const url = asBrowsersRead(value).toLowerCase();
  if (/^(javascript|vbscript|data):/.test(url) && !RASTER_DATA_URL.test(url)) throw new Refused(`a link to ${url.slice(0, 40)}`);
}

/** A CSS value or sheet: url() only to a fragment; no imports, fonts, escapes, legacy script or markup. */
function checkCss(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/[\\<]|@import|@font-face|expression\s*\(|behavior|binding|javascript:|image-set|image\(|src\(/i.test(text))
    throw new Refused('style sheet content that can fetch or run');
  checkValueUrls(text);
  return text;
}

function checkValueUrls(value: string): void {
  for (const m of value.matchAll(/url\s*\(\s*(['"]?)\s*([^'")]*)/gi)) {
    if (!m[2].trim().startsWith('#')) throw new Refused('a url() that is not a fragment');
  }
}

/** A style attribute: its declarations of presentation properties, each checked; others (editor hints) dropped. */
function checkStyle(style: string): string {
  const kept: string[] = [];
  for (const decl of checkCss(style).split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const name = decl.slice(0, colon).trim().toLowerCase();
    if (PRESENTATION.has(name)) kept.push(`${name}:${decl.slice(colon + 1).trim()}`);
  }
  return kept.join(';');
}

/** The numbers of a list attribute ("0 0 100 50", "2,3"); what is not a number is left to the renderer's defaults. */
function numbers(value: string | null): number[] {
  return (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

const UNIT_PX: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, em: 16, ex: 8 };

/** An absolute length in px (width="16000", "40cm"); undefined for a percentage or no value. */
function length(value: string | null): number | undefined {
  const m = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value ?? '');
  const unit = m ? UNIT_PX[m[2].toLowerCase()] : undefined;
  return m && unit !== undefined ? Number(m[1]) * unit : undefined;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}
