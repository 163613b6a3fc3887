import { EFFECTS, type Effect } from '../model.js';
import { CommandError, defineCommand } from './command.js';

/** Chooses the effect; one at a time, so a new effect replaces the previous one. */
export const setEffect = defineCommand<{ effect: Effect }>('setEffect', (draft, { effect }) => {
  if (!EFFECTS.includes(effect)) throw new CommandError('setEffect', `unknown effect ${String(effect)}`);
  draft.effect = effect;
});
