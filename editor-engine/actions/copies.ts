import { designBudgetRefusal } from '../../rules/designBudget.js';
import type { DesignObject } from '../model.js';
import type { DesignerSession } from '../session/session.js';

/**
 * Puts copies on top of the design as one undo step and selects them (duplicate, paste), unless they would take the
 * design over its budget (rules/designBudget.ts): then nothing changes and the shopper hears why.
 */
export function addCopies(s: DesignerSession, objects: Omit<DesignObject, 'id'>[], verb: string): void {
  if (objects.length === 0) return;
  const trial = { ...s.doc.objects };
  objects.forEach((o, i) => (trial[`copy${i}`] = { ...o, id: `copy${i}` } as DesignObject));
  const over = designBudgetRefusal({ ...s.doc, objects: trial });
  if (over) return s.announce(`Nothing ${verb.toLowerCase()}: the design would go over its limit of ${over.max} ${over.limit.replace('-', ' ')}`);
  const before = new Set(s.doc.order);
  s.run('addObjects', { objects });
  const added = s.doc.order.filter((id) => !before.has(id));
  s.select(added);
  s.announce(`${verb} ${s.describe(added)}`);
}
