// The conversions relay (/_api/fb/conversions_event) and the product-score hook: events are stored for the
// advertising export; crawlers are skipped.
import type { Payload, ResponseInput } from '../../contract';
import type { CartEventRepository } from '../repositories/cartEventRepository';
import type { CatalogueService } from './catalogueService';
import { isCrawler } from '../../rules/crawler';

export class CartTrackingService {
  constructor(
    private readonly events: CartEventRepository,
    private readonly catalogue: CatalogueService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async conversion(p: Payload<'fbConversionsEvent'>, userAgent: string | undefined): Promise<ResponseInput<'fbConversionsEvent'>> {
    if (isCrawler(userAgent)) return { done: false };
    await this.events.store(p.event, p.payload, this.now().toISOString());
    return { done: true };
  }

  async productScore(p: Payload<'productScore'>): Promise<ResponseInput<'productScore'>> {
    await this.catalogue.product(p.productId);
    return { done: true };
  }
}
