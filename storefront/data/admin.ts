import type { PayloadInput } from '../../contract';
import { defaultClient, type DataClient } from './client';

// The back office's calls (issue 28, contract/admin.ts). Only the /admin chunk imports this module.

export type OrderQuery = PayloadInput<'adminOrders'>;
export type StatusChange = Omit<PayloadInput<'adminSetStatus'>, 'number'>;

export function createAdminData(client: DataClient = defaultClient) {
  return {
    signIn: (email: string, password: string) => client.call('adminSignIn', { email, password }),
    signOut: () => client.call('adminSignOut', {}),
    me: (signal?: AbortSignal) => client.call('adminMe', {}, { signal }),
    orders: (query: OrderQuery, signal?: AbortSignal) => client.call('adminOrders', query, { signal }),
    order: (number: string, signal?: AbortSignal) => client.call('adminOrder', { number }, { signal }),
    setStatus: (number: string, change: StatusChange) => client.call('adminSetStatus', { number, ...change }),
    renderAgain: (number: string, lineId: number) => client.call('adminRenderLine', { number, lineId }),
    printJobs: (state: PayloadInput<'adminPrintJobs'>['state'], signal?: AbortSignal) => client.call('adminPrintJobs', state ? { state } : {}, { signal }),
    retryJob: (lineId: number) => client.call('adminRetryPrintJob', { lineId }),
  };
}

export const adminData = createAdminData();
