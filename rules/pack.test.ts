import { describe, expect, it } from 'vitest';
import { packAlert, roundPack, wholePack } from './pack';

describe('roundPack', () => {
  it('rounds a custom pack up to a whole number', () => {
    expect(roundPack('7.2')).toBe(8);
    expect(roundPack('7,01')).toBe(8);
    expect(roundPack('6')).toBe(6);
  });
  it('blank, zero or words give no pack', () => {
    for (const t of ['', '0', 'six', '-3']) expect(roundPack(t)).toBeUndefined();
  });
});

describe('packAlert', () => {
  it('alerts on an empty pack or one below the minimum', () => {
    expect(packAlert(null, 5)).toBe(true);
    expect(packAlert(undefined, 5)).toBe(true);
    expect(packAlert(4, 5)).toBe(true);
    expect(packAlert(5, 5)).toBe(false);
  });
});

describe('wholePack', () => {
  it('rounds a pack up to a whole number, a whole one stays', () => {
    expect(wholePack(7.2)).toBe(8);
    expect(wholePack(7.0001)).toBe(8);
    expect(wholePack(6)).toBe(6);
  });
});
