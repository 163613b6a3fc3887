import type { PayloadInput } from '../../contract';
import { defaultClient, type DataClient } from './client';

// Tracking relays (contract/tracking): the conversions event the shop forwards to its advertising account.

export function createTrackingData(client: DataClient = defaultClient) {
  return {
    conversion: async (event: string, payload: PayloadInput<'fbConversionsEvent'>['payload']) =>
      (await client.call('fbConversionsEvent', { event, payload })).done,
  };
}
export type TrackingData = ReturnType<typeof createTrackingData>;
