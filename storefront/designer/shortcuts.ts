// One home for how the designer names its shortcuts: the engine's keys take Ctrl or Cmd alike (editor-engine/actions/
// action.ts primary), and the labels say the one the shopper's keyboard has, ⌘ on Apple platforms, Ctrl elsewhere.
// Labels are written with "Mod" for that key: "Mod+X", "Mod+-", "Mod+Enter".

/** The platform the browser reports (userAgentData where it has it); '' outside a browser. */
function platform(): string {
  if (typeof navigator === 'undefined') return '';
  const n = navigator as Navigator & { userAgentData?: { platform?: string } };
  return n.userAgentData?.platform || n.platform || '';
}

/** macOS, iPadOS (which reports itself as a Mac) and iOS: their keyboards have ⌘ where others have Ctrl. */
export const isApple = (name = platform()): boolean => /mac|iphone|ipad|ipod/i.test(name);

/** "Mod+X" as the shopper's keyboard names it: "Ctrl+X", or "⌘X" on Apple ("⌘+Enter" before a key's name). */
export function shortcutLabel(keys: string, apple = isApple()): string {
  return apple ? keys.replace(/Mod\+(?=.$)/, '⌘').replace(/Mod/g, '⌘') : keys.replace(/Mod/g, 'Ctrl');
}

/** The same keys for aria-keyshortcuts, which names the modifiers "Control" and "Meta". */
export const ariaShortcut = (keys: string, apple = isApple()): string => keys.replace(/Mod/g, apple ? 'Meta' : 'Control');
