import { describe, expect, it } from 'vitest';
import { cookiesMessage, freeShippingViews, infoDialog, translateType } from './shop-messages';
import { TABLES } from './translate';

const MB = 1024 * 1024;

describe('shop call messages', () => {
  it('gives the cookie message of a known type in the locale', () => {
    expect(cookiesMessage('es', 'cookies-policy')).toBe(TABLES.es['cookies-policy']);
    expect(cookiesMessage('da', 'cookies-settings')).toBe(TABLES.da['cookies-settings']);
    expect(cookiesMessage('en', 'cookies-everything')).toBeUndefined();
  });

  it('gives the info dialog title and text of a known type', () => {
    expect(infoDialog('da', 'tissues')).toEqual({ title: 'Stoffer', text: TABLES.da['info-tissues-text'] });
    expect(infoDialog('en', 'fabric-drops')?.title).toBe('Fabric drop');
    expect(infoDialog('en', 'unknown')).toBeUndefined();
  });

  it('translates the upload max-size types with the size in MB', () => {
    expect(translateType('en', 'upload-error-max-size', 15 * MB)).toBe('The image is too big. The maximum size is 15 MB.');
    expect(translateType('es', 'upload-multiple-error-max-size', 250 * MB)).toBe(
      'Las imágenes son demasiado grandes en conjunto. El tamaño máximo total es 250 MB.',
    );
    expect(translateType('es', 'upload-error-max-size', 2.5 * MB)).toContain('2,5 MB');
    expect(translateType('en', 'cookies-policy', MB)).toBeUndefined();
  });
});

describe('freeShippingViews', () => {
  const rules = { freeShippingFrom: 6000, expressFreeShippingFrom: 9000 };

  it('says from which amount shipping is free', () => {
    expect(freeShippingViews('en', rules)).toEqual({
      freeShippingView: 'Free shipping from €60',
      freeExpressShippingView: 'Free express shipping from €90',
    });
    expect(freeShippingViews('da', rules).freeShippingView).toBe('Gratis fragt fra 447,60');
  });

  it('with a total, says how much is missing or that shipping is free', () => {
    expect(freeShippingViews('en', rules, 4505)).toEqual({
      freeShippingView: 'Add €14.95 more for free shipping',
      freeExpressShippingView: 'Add €44.95 more for free express shipping',
    });
    expect(freeShippingViews('es', rules, 6000).freeShippingView).toBe('Tu pedido tiene envío gratis');
  });
});
