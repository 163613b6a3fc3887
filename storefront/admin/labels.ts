import type { OrderStatus } from '../../rules/orderStatus';

/** How staff read each status, and the button that moves an order to it. */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  'in-production': 'In production',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

export const STATUS_ACTION: Record<OrderStatus, string> = {
  'awaiting-payment': 'Mark awaiting payment',
  paid: 'Mark paid',
  'in-production': 'Start production',
  shipped: 'Mark shipped',
  cancelled: 'Cancel order',
};

export const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
