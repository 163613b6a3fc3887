// A size as the shopper chooses it from a list (a catalogue size, a rug's format): what chooseSize takes, and
// what setShape's `madeIn` lists.

export interface ChooseSizeArgs {
  width: number;
  height: number;
  /** The catalogue size's device (type 7 prices by it, its design being 1 x 1; packs tell square from round by it). */
  device?: string | null;
  /** The panels a composition size belongs to (type 11). */
  composition?: string | null;
  name: string;
}
