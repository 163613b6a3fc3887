import { describe, expect, it } from 'vitest';
import { missingPersonalisation } from './personalisation';

describe('missingPersonalisation', () => {
  it('asks a text product for its text, and spaces are no text', () => {
    expect(missingPersonalisation({ personalizedText: true }, {})).toBe('personalizedText');
    expect(missingPersonalisation({ personalizedText: true }, { personalizedText: '   ' })).toBe('personalizedText');
    expect(missingPersonalisation({ personalizedText: true }, { personalizedText: 'Anna' })).toBeUndefined();
  });
  it('asks an image product for its image; a text does not stand in for it', () => {
    expect(missingPersonalisation({ personalizedImage: true }, { personalizedText: 'Anna' })).toBe('personalizedImage');
    expect(missingPersonalisation({ personalizedImage: true }, { personalizedImage: '/uploads/a.png' })).toBeUndefined();
  });
  it('accepts either on a product offering both, and ignores products offering none', () => {
    expect(missingPersonalisation({ personalizedText: true, personalizedImage: true }, {})).toBe('personalization');
    expect(missingPersonalisation({ personalizedText: true, personalizedImage: true }, { personalizedText: 'Hi' })).toBeUndefined();
    expect(missingPersonalisation({}, {})).toBeUndefined();
  });
});
