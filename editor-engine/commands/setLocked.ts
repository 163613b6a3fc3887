import { isTemplateLocked } from '../logic/locks.js';
import { CommandError, defineCommand } from './command.js';

export interface SetLockedArgs {
  ids: string[];
  locked: boolean;
}

/** The shopper's lock on objects (logic/locks.ts), undoable; a template's locked part cannot be unlocked. */
export const setLocked = defineCommand<SetLockedArgs>('setLocked', (draft, { ids, locked }) => {
  for (const id of ids) {
    const o = draft.objects[id];
    if (!o) throw new CommandError('setLocked', `no object with id ${id}`);
    if (isTemplateLocked(o)) throw new CommandError('setLocked', `${id} is part of the template`);
    if (locked) o.locked = true;
    else delete o.locked; // absent, as in a design that was never locked
  }
});
