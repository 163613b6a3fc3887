// What is chosen in a section, shown in its header while collapsed: every section with a choice says it, so a
// shopper reads the whole configuration from the headers (issue 11: garment colour and canvas material did not).
import { roundPack } from '../../../rules/pack';
import { canRoundCorners } from '../../../rules/shape';
import type { SectionId } from './sections';
import type { OptionsState } from './state';

/** The product page's names of the designer's shapes (SPEC.md section 4). */
export const SHAPE_LABELS = { original: 'As uploaded', circle: 'Circle', square: 'Square', rectangle: 'Rectangle' } as const;
const shapeLabel = (shape: keyof typeof SHAPE_LABELS, rounded: boolean): string =>
  `${SHAPE_LABELS[shape]}${rounded && canRoundCorners(shape) ? ', rounded corners' : ''}`;

const named = (list: readonly { id: unknown; name: string }[], id: unknown) => list.find((x) => x.id === id)?.name;
const quote = (text: string) => `“${text.length > 24 ? `${text.slice(0, 23)}…` : text}”`;

export function sectionSummary(s: OptionsState, id: SectionId): string | undefined {
  const p = s.product;
  switch (id) {
    case 'size':
      return s.sizeId !== undefined ? p.sizes.find((x) => x.sizeid === s.sizeId)?.name : s.customWidth ? 'Your own size' : undefined;
    case 'color':
      return named(p.colours, s.color);
    case 'pack': {
      const custom = roundPack(s.customPack);
      return custom !== undefined ? `Pack of ${custom}` : s.pack !== undefined ? `Pack of ${s.pack}` : undefined;
    }
    case 'material':
      return [named(p.canvasMaterials, s.materialCanvas), named(p.compositions, s.composition)].filter(Boolean).join(', ') || undefined;
    case 'material-color':
      return named(s.materialColors, s.materialColor);
    case 'format':
      return named(p.rugFormats, s.format);
    case 'model':
      return [s.models.find((m) => m.id === s.model)?.name, s.modelSize].filter(Boolean).join(', ') || undefined;
    case 'orientation':
      return s.orientation === 'reversed' ? 'Mirrored' : 'Normal';
    case 'tissue':
      return named(p.tissues, s.tissue);
    case 'mechanism':
      return named(p.mechanisms, s.mechanism);
    case 'drop':
      return named(p.drops, s.drop);
    case 'chain-position':
      return named(p.chainPositions, s.chainPosition);
    case 'support-color':
      return named(p.supportColors, s.supportColor);
    case 'shape':
      return shapeLabel(s.shape, s.roundedCorners);
    case 'effect':
      return named(p.effects, s.effect);
    case 'custom':
      if (s.personalizedText.trim()) return quote(s.personalizedText.trim());
      return s.uploadedImage?.originalName ?? (s.webImage && s.webImageUrl.trim() ? 'Image from the web' : undefined);
    case 'bundle':
      return s.bundle.length > 0 ? `${s.bundle.length + 1} shirts` : undefined;
    case 'up-selling':
      return s.upSell.on && s.upSell.text.trim() ? quote(s.upSell.text.trim()) : undefined;
    default:
      return undefined;
  }
}
