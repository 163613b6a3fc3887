import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../workers/render/node';

// The catalogue products' own artwork (issue 27), written by fixtures/catalog/images/generate.ts and read by the
// render through the shop's media (/media/catalog/masters/<id>.svg).

export const MASTERS_DIR = path.join(REPO_ROOT, 'fixtures/catalog/images/masters');

const known = new Map<number, boolean>();

/** Whether a catalogue product has artwork of its own to be made from. */
export function hasMaster(productId: number): boolean {
  let has = known.get(productId);
  if (has === undefined) {
    has = fs.existsSync(path.join(MASTERS_DIR, `${productId}.svg`));
    known.set(productId, has);
  }
  return has;
}
