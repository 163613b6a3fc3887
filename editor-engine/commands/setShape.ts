import { SHAPE_KINDS, type ShapeKind } from '../model.js';
import { CommandError, defineCommand } from './command.js';

/** Chooses the clip shape; only square and rectangle keep a rounded (radius 20) border. */
export const setShape = defineCommand<{ kind: ShapeKind; rounded?: boolean }>('setShape', (draft, { kind, rounded }) => {
  if (!SHAPE_KINDS.includes(kind)) throw new CommandError('setShape', `unknown shape ${String(kind)}`);
  const canRound = kind === 'square' || kind === 'rectangle';
  draft.shape = { kind, rounded: canRound && rounded === true };
});
