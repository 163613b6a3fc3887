import type { DesignObject } from '../model.js';
import { CommandError, defineCommand, newId } from './command.js';

export interface AddObjectsArgs {
  /** Copies of objects (a duplicate or a paste), bottom to top; each gets a fresh id and goes on top. */
  objects: Omit<DesignObject, 'id'>[];
}

/**
 * Adds copies of objects on top of the design, each under a fresh id (duplicate, paste). A copy is the shopper's own:
 * neither a template's part nor locked (logic/locks.ts), or a copy of a template's heading could never move or go.
 */
export const addObjects = defineCommand<AddObjectsArgs>('addObjects', (draft, { objects }) => {
  for (const o of objects) {
    if (o.kind !== 'text' && o.kind !== 'image') throw new CommandError('addObjects', 'expected a text or an image');
    const id = newId(draft, o.kind === 'text' ? 't' : 'i');
    const { template: _template, locked: _locked, ...copy } = structuredClone(o);
    void _template;
    void _locked;
    draft.objects[id] = { ...copy, id } as DesignObject;
    draft.order.push(id);
  }
});
