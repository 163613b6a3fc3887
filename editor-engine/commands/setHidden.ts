import { isTemplateLocked } from '../logic/locks.js';
import { CommandError, defineCommand } from './command.js';

export interface SetHiddenArgs {
  ids: string[];
  hidden: boolean;
}

/** Hides objects from the canvas and the print (export/scene.ts) or shows them again; a template's locked part stays shown. */
export const setHidden = defineCommand<SetHiddenArgs>('setHidden', (draft, { ids, hidden }) => {
  for (const id of ids) {
    const o = draft.objects[id];
    if (!o) throw new CommandError('setHidden', `no object with id ${id}`);
    if (isTemplateLocked(o)) throw new CommandError('setHidden', `${id} is part of the template`);
    if (hidden) o.hidden = true;
    else delete o.hidden;
  }
});
