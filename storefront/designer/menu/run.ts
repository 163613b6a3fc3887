import type { ActionName } from '../../../editor-engine';

/** How a menu section changes the design: by naming an engine action (it runs only when enabled). */
export type Run = (name: ActionName, args?: unknown) => boolean;
