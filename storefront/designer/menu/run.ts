import type { ActionArgs, ActionName } from '../../../editor-engine';

/**
 * How a menu section changes the design: by naming an engine action (it runs only when enabled), with the arguments
 * that action takes, checked as the engine's `dispatch` checks them.
 */
export type Run = <N extends ActionName>(name: N, ...args: ActionArgs<N>) => boolean;
