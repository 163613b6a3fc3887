// Where the keyboard's focus goes in the designer (issue 26): on what was just made or opened. One home for the
// canvas's and the sections' places, which the menu, the jump bar and the search share.

const CANVAS = '[data-testid="designer-canvas"]';
const CONTROLS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex="0"]';

/** The canvas takes the focus: the arrow keys then move what was just added (it is selected). */
export function focusCanvas(): void {
  document.querySelector<HTMLElement>(CANVAS)?.focus();
}

/** The first control of a part of the page that a keyboard can reach, if any. */
export function firstControl(within: Element): HTMLElement | undefined {
  return [...within.querySelectorAll<HTMLElement>(CONTROLS)].find((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

/** The menu section of that id, if the page has it. */
export const menuSection = (id: string) => document.querySelector<HTMLDetailsElement>(`[data-testid="designer-section-${id}"]`);

/** Opens a menu section and puts the focus on its first control (on its title when it has none yet). */
export function openSection(id: string): void {
  const section = menuSection(id);
  if (!section) return;
  section.open = true;
  const body = section.querySelector('.designer-section__body');
  const target = (body && firstControl(body)) ?? section.querySelector<HTMLElement>('summary');
  target?.focus();
}
