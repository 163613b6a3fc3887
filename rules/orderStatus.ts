// An order's day (issue 28): awaiting payment -> paid -> in production -> shipped, or cancelled before it ships.
// One home for the rule: the back office's buttons and the server's check read the same table.

export const ORDER_STATUSES = ['awaiting-payment', 'paid', 'in-production', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. Shipped and cancelled are final: a parcel sent is not unsent. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'awaiting-payment': ['paid', 'cancelled'],
  paid: ['in-production', 'cancelled'],
  'in-production': ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** A shipped order carries the parcel's tracking number: 1-100 printable characters. */
export const TRACKING_NUMBER = /^[\x21-\x7e](?:[\x20-\x7e]{0,98}[\x21-\x7e])?$/;

export function isOrderStatus(s: string): s is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(s);
}
