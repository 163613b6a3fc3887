/** editor-engine: the designer's document, commands, history, rules and deterministic SVG export. Pure TS. */
export * from './model.js';
export * from './constants.js';
export { commands, runCommand, apply, CommandError } from './commands/index.js';
export type { CommandName, CommandArgs, CommandResult, Command } from './commands/index.js';
export { History, type HistoryStep } from './history.js';
export { restoreDocument, RestoreError } from './restore.js';
export * from './rules/sizing.js';
export * from './rules/price.js';
export * from './rules/menu.js';
export * from './rules/mode.js';
export * from './rules/input.js';
export * from './rules/geometry.js';
export * from './rules/colour.js';
export * from './payload.js';
export { toSvg, type ExportResources, type TextOutline, type SvgOptions } from './export/svg.js';
export { effectColour, effectFilter, EFFECT_MATRIX } from './export/effect.js';
export { fmt, pathData, escapeXml, type PathCommand } from './export/format.js';
