import { hasBackground, type DesignDocument } from '../model.js';
import { sizeAlert } from './sizing.js';

export interface MenuSteps {
  text: boolean;
  measure: boolean;
  material: boolean;
  features: boolean;
}

/** Menu items turn completed (green icon) when their step is satisfied. */
export function completedSteps(doc: DesignDocument): MenuSteps {
  const p = doc.product;
  return {
    text: doc.order.some((id) => {
      const o = doc.objects[id];
      return o?.kind === 'text' && o.text.trim() !== '';
    }),
    // a size the shop takes (never green beside a size alert: issue 26, item 6; type 7's design is 1 x 1, as priced),
    // a catalogue size named by its device (type 7), or a clothing size (type 9)
    measure:
      (p.width !== null && p.width > 0 && p.height !== null && p.height > 0 && (p.typeCode === 7 || sizeAlert(p, p.limits) === null)) ||
      !!p.device ||
      (!!p.model && !!p.modelSize),
    material: !!p.material,
    features: !!p.tissue && !!p.mechanism && !!p.drop,
  };
}

/** The menu sections (other than "add") are inactive until a background exists. */
export function sectionsActive(doc: DesignDocument): boolean {
  return hasBackground(doc);
}
