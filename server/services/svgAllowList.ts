import { MEDIA_PREFIXES } from '../../editor-engine/restoreRules';

// What an uploaded SVG may keep (svgSanitizer.ts): static drawing elements and their geometry and presentation
// attributes, as design tools (Inkscape, Illustrator, Figma, the shop's own designer) write them. Anything else is
// dropped; what could run script or fetch something makes the whole file refused.

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** SVG elements kept, by local name in the SVG namespace (case-sensitive, as XML is). */
export const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'title', 'desc',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'clipPath', 'mask', 'pattern', 'marker', 'linearGradient', 'radialGradient', 'stop', 'image', 'style',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]); // prettier-ignore

/** Elements dropped but whose children are kept (a link around drawn shapes: the shapes stay, the link goes). */
export const UNWRAPPED = new Set(['a']);

/** Presentation attributes, also allowed as declarations of a style attribute or a <style> sheet. */
export const PRESENTATION = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip', 'clip-path', 'clip-rule', 'mask', 'filter', 'flood-color', 'flood-opacity', 'lighting-color', 'stop-color',
  'stop-opacity', 'color-interpolation', 'color-interpolation-filters', 'color-rendering', 'shape-rendering',
  'text-rendering', 'image-rendering', 'mix-blend-mode', 'isolation', 'paint-order', 'vector-effect',
  'transform-origin', 'marker', 'marker-start', 'marker-mid', 'marker-end', 'font', 'font-family', 'font-size',
  'font-style', 'font-variant', 'font-weight', 'font-stretch', 'font-size-adjust', 'font-kerning',
  'font-variant-ligatures', 'font-feature-settings', 'letter-spacing', 'word-spacing', 'text-anchor', 'text-decoration',
  'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'writing-mode', 'direction', 'unicode-bidi',
  'white-space', 'line-height', 'text-align', 'text-transform', 'mix-blend-mode', 'enable-background',
  'glyph-orientation-vertical', 'glyph-orientation-horizontal', 'solid-color', 'solid-opacity', 'inline-size',
]); // prettier-ignore

/** Attributes without a namespace kept on any allowed element (besides PRESENTATION). */
export const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'lang', 'transform', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx',
  'fy', 'fr', 'width', 'height', 'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'href',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits',
  'refX', 'refY', 'orient', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing',
  'side', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'edgeMode', 'type', 'values',
  'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'operator', 'k1', 'k2', 'k3', 'k4', 'mode', 'order',
  'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha', 'kernelUnitLength', 'surfaceScale',
  'diffuseConstant', 'specularConstant', 'specularExponent', 'azimuth', 'elevation', 'pointsAtX', 'pointsAtY',
  'pointsAtZ', 'limitingConeAngle', 'scale', 'xChannelSelector', 'yChannelSelector', 'radius', 'baseFrequency',
  'numOctaves', 'seed', 'stitchTiles', 'z', 'systemLanguage',
]); // prettier-ignore

/** Attributes whose value is a URL: only a fragment (#id) or an embedded raster (or checked SVG) image may stay. */
export const URL_ATTRIBUTES = new Set(['href']);

/** Embedded images kept as they are: raster types a browser shows as a picture and never runs. */
/**
 * The shop's own media by path (the designer's export references the uploads and library designs it placed): same
 * origin, content-addressed or the shop's own files, and nothing a viewer elsewhere would fetch from a third party.
 */
export const SHOP_MEDIA = new RegExp(`^(${MEDIA_PREFIXES.join('|')})([\\w-][\\w.-]*/){0,4}[\\w-][\\w.-]*$`);

export const RASTER_DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=]*$/i;
export const SVG_DATA_URL = /^data:image\/svg\+xml;base64,([a-z0-9+/=]*)$/i;

/** Elements that run or embed: refused wherever they stand, in any namespace and any letter case (lower-cased). */
export const ACTIVE_ELEMENTS = new Set([
  'script', 'iframe', 'embed', 'object', 'applet', 'frame', 'frameset', 'base', 'link', 'meta', 'handler', 'listener',
  'audio', 'video', 'portal', 'html', 'body',
]); // prettier-ignore

/** Animations (lower-cased): dropped (a print is still); refused when they would change a link or a handler. */
export const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor', 'discard']);
