// What a pricing model computes before the shared surcharges and the final rounding.
import type { Money } from '../catalog/model';
import type { BreakdownLine, Message, PriceError } from './types';

export interface ModelPrice {
  ok: true;
  /** Unrounded unit amount in minor units. */
  amount: number;
  /** Unrounded struck-through amount, when the catalogue has an old price. */
  oldAmount?: Money;
  breakdown: BreakdownLine[];
  size?: { width: number; height: number };
  notices?: Message[];
  warning?: Message;
}

export type ModelResult = ModelPrice | PriceError;
