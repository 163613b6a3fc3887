// The names of a cart line's values ("Size: 60 x 55 cm · Colour: White"), so "· left · White" reads as chain
// position and bracket colour (issue 11). One small table per language; English is the fallback.
import { normalizeLocale, type Locale } from './locales';

export const ITEM_LABELS = [
  'size',
  'panels',
  'material',
  'pack',
  'format',
  'shape',
  'colour',
  'orientation',
  'model',
  'fabric',
  'mechanism',
  'drop',
  'chain',
  'brackets',
  'effect',
  'text',
  'image',
] as const;
export type ItemLabel = (typeof ITEM_LABELS)[number];

const TABLES: Record<Locale, Record<ItemLabel, string>> = {
  en: {
    size: 'Size',
    panels: 'Panels',
    material: 'Material',
    pack: 'Pack',
    format: 'Format',
    shape: 'Shape',
    colour: 'Colour',
    orientation: 'Orientation',
    model: 'Model',
    fabric: 'Fabric',
    mechanism: 'Mechanism',
    drop: 'Drop',
    chain: 'Chain position',
    brackets: 'Bracket colour',
    effect: 'Effect',
    text: 'Text',
    image: 'Image',
  },
  es: {
    size: 'Medida',
    panels: 'Paneles',
    material: 'Material',
    pack: 'Paquete',
    format: 'Formato',
    shape: 'Forma',
    colour: 'Color',
    orientation: 'Orientación',
    model: 'Modelo',
    fabric: 'Tejido',
    mechanism: 'Mecanismo',
    drop: 'Caída',
    chain: 'Posición de la cadena',
    brackets: 'Color de los soportes',
    effect: 'Efecto',
    text: 'Texto',
    image: 'Imagen',
  },
  da: {
    size: 'Størrelse',
    panels: 'Paneler',
    material: 'Materiale',
    pack: 'Pakke',
    format: 'Format',
    shape: 'Form',
    colour: 'Farve',
    orientation: 'Retning',
    model: 'Model',
    fabric: 'Stof',
    mechanism: 'Mekanisme',
    drop: 'Fald',
    chain: 'Kædeplacering',
    brackets: 'Beslagfarve',
    effect: 'Effekt',
    text: 'Tekst',
    image: 'Billede',
  },
};

export const itemLabel = (locale: string, label: ItemLabel): string => TABLES[normalizeLocale(locale) ?? 'en'][label];

/** The designer's cut shapes by name (a cart line names the shape it prints with); 'original' has no cut to name. */
const SHAPES: Record<Locale, Record<'circle' | 'square' | 'rectangle', string>> = {
  en: { circle: 'Circle', square: 'Square', rectangle: 'Rectangle' },
  es: { circle: 'Círculo', square: 'Cuadrado', rectangle: 'Rectángulo' },
  da: { circle: 'Cirkel', square: 'Kvadrat', rectangle: 'Rektangel' },
};

/** The shape's name with its rounded corners, or undefined for no shape (original, or a value it does not know). */
export function shapeName(locale: string, kind: unknown, rounded: boolean): string | undefined {
  const table = SHAPES[normalizeLocale(locale) ?? 'en'];
  if (kind !== 'circle' && kind !== 'square' && kind !== 'rectangle') return undefined;
  const roundedWord = { en: 'rounded corners', es: 'esquinas redondeadas', da: 'runde hjørner' }[normalizeLocale(locale) ?? 'en'];
  return rounded && kind !== 'circle' ? `${table[kind]}, ${roundedWord}` : table[kind];
}
