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

const kB = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
const MB = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
const cm = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A production file as the print shop reads it: its part, its size on the material and its weight. A file kept from
 * before issue 27 knows neither (0), and says nothing rather than 0 × 0 cm. */
export function fileFacts(f: { part: string; widthMm: number; heightMm: number; bytes: number }): string {
  const size = f.widthMm > 0 && f.heightMm > 0 ? `${cm.format(f.widthMm / 10)} × ${cm.format(f.heightMm / 10)} cm` : '';
  const weight = f.bytes <= 0 ? '' : f.bytes < 1_000_000 ? kB.format(Math.max(1, Math.round(f.bytes / 1000))) : MB.format(f.bytes / 1_000_000);
  return [f.part, size, weight].filter(Boolean).join(' · ');
}
