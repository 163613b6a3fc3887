import type { CallName, PayloadInput, Response } from '../../contract';
import { api, type CallOptions } from '../api/client';

// The seam between the data layer and the typed client: the modules here take any client of this shape (the real
// one by default, a scripted one in unit tests), and nothing outside storefront/data calls a client at all.

export type Call = <N extends CallName>(name: N, payload: PayloadInput<N>, options?: CallOptions) => Promise<Response<N>>;

export interface DataClient {
  call: Call;
  /** A call that aborts the previous one of the same key (live prices, previews). */
  latest(key: string): { call: Call };
  abortLatest(key: string): void;
}

export const defaultClient: DataClient = api;
