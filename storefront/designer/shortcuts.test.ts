import { describe, expect, it } from 'vitest';
import { ariaShortcut, isApple, shortcutLabel } from './shortcuts';

describe('shortcut labels', () => {
  it('name ⌘ on a Mac, an iPad and an iPhone, Ctrl on Windows, Linux and ChromeOS', () => {
    for (const p of ['MacIntel', 'macOS', 'iPhone', 'iPad']) expect(isApple(p), p).toBe(true);
    for (const p of ['Win32', 'Windows', 'Linux x86_64', 'Chrome OS', '']) expect(isApple(p), p).toBe(false);
  });

  it('write the key as the keyboard shows it', () => {
    expect(shortcutLabel('Mod+C', true)).toBe('⌘C');
    expect(shortcutLabel('Mod+C', false)).toBe('Ctrl+C');
    expect(shortcutLabel('Mod+-', true)).toBe('⌘-');
    expect(shortcutLabel('Mod+Enter', true)).toBe('⌘+Enter');
    expect(shortcutLabel('Mod+Enter', false)).toBe('Ctrl+Enter');
    expect(shortcutLabel('Delete', true)).toBe('Delete');
    expect(ariaShortcut('Mod+D', true)).toBe('Meta+D');
    expect(ariaShortcut('Mod+D', false)).toBe('Control+D');
  });
});
