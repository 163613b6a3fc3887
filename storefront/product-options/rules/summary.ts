// What is chosen in a section, shown in its header while collapsed: every section with a choice says it, so a
// shopper reads the whole configuration from the headers (issue 11: garment colour and canvas material did not).
import { roundPack } from '../../../rules/pack';
import type { SectionId } from './sections';
import type { OptionsState } from './state';

const quote = (text: string) => `“${text.length > 24 ? `${text.slice(0, 23)}…` : text}”`;

export function sectionSummary(s: OptionsState, id: SectionId): string | undefined {
  const p = s.product;
  switch (id) {
    case 'size':
      return s.sizeId !== undefined ? p.sizes.find((x) => x.sizeid === s.sizeId)?.name : s.customWidth ? 'Your own size' : undefined;
    case 'color':
      return p.colours.find((c) => c.id === s.color)?.name;
    case 'pack': {
      const custom = roundPack(s.customPack);
      return custom !== undefined ? `Pack of ${custom}` : s.pack !== undefined ? `Pack of ${s.pack}` : undefined;
    }
    case 'material':
      return (
        [p.canvasMaterials.find((m) => m.id === s.materialCanvas)?.name, p.compositions.find((c) => c.id === s.composition)?.name].filter(Boolean).join(', ') ||
        undefined
      );
    case 'material-color':
      return s.materialColors.find((c) => c.id === s.materialColor)?.name;
    case 'format':
      return p.rugFormats.find((f) => f.id === s.format)?.name;
    case 'model':
      return [s.models.find((m) => m.id === s.model)?.name, s.modelSize].filter(Boolean).join(', ') || undefined;
    case 'orientation':
      return s.orientation === 'reversed' ? 'Mirrored' : 'Normal';
    case 'tissue':
      return p.tissues.find((t) => t.id === s.tissue)?.name;
    case 'mechanism':
      return p.mechanisms.find((t) => t.id === s.mechanism)?.name;
    case 'drop':
      return p.drops.find((t) => t.id === s.drop)?.name;
    case 'chain-position':
      return p.chainPositions.find((t) => t.id === s.chainPosition)?.name;
    case 'support-color':
      return p.supportColors.find((t) => t.id === s.supportColor)?.name;
    case 'effect':
      return p.effects.find((e) => e.id === s.effect)?.name;
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
