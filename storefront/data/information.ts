import type { PayloadInput } from '../../contract';
import { defaultClient, type DataClient } from './client';

// Texts the server words for dialogs (contract/information): cookie messages and the translated upload caps.

export function createInformationData(client: DataClient = defaultClient) {
  return {
    cookiesMessage: async (type: PayloadInput<'cookiesMessage'>['type'], signal?: AbortSignal) =>
      (await client.call('cookiesMessage', { type }, { signal })).message,
    translation: async (type: PayloadInput<'translate'>['type']) => (await client.call('translate', { type })).translation,
  };
}
