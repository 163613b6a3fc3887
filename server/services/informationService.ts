import type { CallName, Payload, ResponseInput } from '../../contract';
import { cookiesMessage, formatMegabytes, infoDialog, t, translateType } from '../i18n';
import { ShopError } from './shopError';
import type { CatalogueService } from './catalogueService';

type Res<N extends CallName> = ResponseInput<N>;

import { MAX_IMAGE_BYTES, MAX_TOTAL_UPLOAD_BYTES } from '../../rules/upload';

/** Texts the storefront shows in dialogs: info dialogs, the cookie messages, upload limits. */
export class InformationService {
  constructor(private readonly catalogue: CatalogueService) {}

  async infoDialog(p: Payload<'infoDialog'>, locale: string): Promise<Res<'infoDialog'>> {
    if (p.productId) await this.catalogue.product(p.productId);
    const dialog = infoDialog(locale, p.type);
    if (!dialog) throw new ShopError(404, 'not-found', 'info-dialog-unknown', { type: p.type });
    const blocks: Res<'infoDialog'>['content']['blocks'] = dialog.text.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text }));
    return { content: { title: dialog.title, blocks } };
  }

  cookiesMessage(p: Payload<'cookiesMessage'>, locale: string): Res<'cookiesMessage'> {
    const message = cookiesMessage(locale, p.type);
    if (!message) throw new ShopError(404, 'not-found', 'cookies-message-unknown', { type: p.type });
    return { message };
  }

  translate(p: Payload<'translate'>, locale: string): Res<'translate'> {
    const max = p.type === 'upload-multiple-error-max-size' ? MAX_TOTAL_UPLOAD_BYTES : MAX_IMAGE_BYTES;
    return { translation: translateType(locale, p.type, max)! };
  }

  maxSizeError(p: Payload<'getMaxSizeError'>, locale: string): Res<'getMaxSizeError'> {
    return { message: t(locale, 'upload-error-size', { size: formatMegabytes(p.size, locale), maxSize: formatMegabytes(p.maxSize, locale) }) };
  }
}
