import { describe, expect, it } from 'vitest';
import { scoreProduct } from './productScore';

describe('product-score hook', () => {
  it('sends one score at a time and resets the running flag when the call ends, even when it fails', async () => {
    const sent: number[] = [];
    let finish!: (ok: boolean) => void;
    const send = (id: number) => {
      sent.push(id);
      return new Promise<{ done: boolean }>((resolve, reject) => (finish = (ok) => (ok ? resolve({ done: true }) : reject(new Error('offline')))));
    };
    expect(scoreProduct(1, 'view', send)).toBe(true);
    expect(scoreProduct(2, 'view', send)).toBe(false);
    finish(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(scoreProduct(3, 'view', send)).toBe(true);
    finish(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([1, 3]);
  });
});
