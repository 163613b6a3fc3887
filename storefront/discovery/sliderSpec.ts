import type { SliderKind } from '../data/discovery';

/** A slider to show: its kind and what relates it to the page (the product's path, its category, ids to leave out). */
export interface SliderSpec {
  kind: SliderKind;
  pathname?: string;
  categoryName?: string;
  excluded?: number[];
  /** The small variant: 3 at a time at every width. */
  small?: boolean;
}

/** SPEC.md section 2: 3 items at a time; 5 from 768 px up, unless the small variant (3). */
export const SLIDES = { perView: 3, perViewWide: 5, perViewSmall: 3 } as const;

export const SLIDER_TITLES: Record<SliderKind, string> = {
  related: 'Goes well with this',
  'best-sellers': 'Best sellers',
  similar: 'Similar products',
  'last-viewed': 'Recently viewed',
};
