import { describe, expect, it } from 'vitest';
import { nextMode, objectOpacity } from './mode.js';

describe('edit/preview mode', () => {
  it('select -> edit, except type 6', () => {
    expect(nextMode('preview', 'select-object', 8)).toBe('edit');
    expect(nextMode('preview', 'select-object', 6)).toBe('preview');
  });
  it('outside -> preview; mockup -> edit', () => {
    expect(nextMode('edit', 'click-outside', 8)).toBe('preview');
    expect(nextMode('preview', 'click-mockup', 6)).toBe('edit');
  });
  it('edit shows objects half transparent', () => {
    expect(objectOpacity('edit')).toBe(0.5);
    expect(objectOpacity('preview')).toBe(1);
  });
});
