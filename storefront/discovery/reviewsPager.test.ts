import { ApiError } from '../api/errors';
import { describe, expect, it } from 'vitest';
import { createReviewsPager, type ReviewsPage } from './reviewsPager';

const review = (n: number) => ({ author: `A${n}`, rating: 5, title: `T${n}`, body: 'Lovely', date: '2026-01-01' });
const page = (n: number): ReviewsPage => ({ list: [review(n * 10), review(n * 10 + 1)], lastPage: 3, summary: { average: 4.5, count: 6 } });

describe('reviews load more', () => {
  it('raises the page by one per click, one request at a time, and stops at lastPage', async () => {
    const asked: number[] = [];
    const pending: Array<() => void> = [];
    const pager = createReviewsPager(7, page(1), {
      reviews: (_id, p) => new Promise((resolve) => (asked.push(p), pending.push(() => resolve(page(p))))),
    });
    const first = pager.more();
    void pager.more(); // a second click while the first is out
    expect(asked).toEqual([2]);
    expect(pager.get().loading).toBe(true);
    pending.shift()!();
    await first;
    expect(pager.get()).toMatchObject({ page: 2, loading: false });
    expect(pager.get().reviews.map((r) => r.author)).toEqual(['A10', 'A11', 'A20', 'A21']);
    const last = pager.more();
    pending.shift()!();
    await last;
    expect(pager.hasMore()).toBe(false);
    await pager.more();
    expect(asked).toEqual([2, 3]);
  });

  it('a failed page says so and can be asked again', async () => {
    let fail = true;
    const pager = createReviewsPager(7, page(1), {
      reviews: async (_id, p) => (fail ? Promise.reject(new ApiError('reviews', 503, 'x', 'Try later')) : page(p)),
    });
    await pager.more();
    expect(pager.get()).toMatchObject({ page: 1, error: 'Try later', loading: false });
    fail = false;
    await pager.more();
    expect(pager.get()).toMatchObject({ page: 2, error: undefined });
  });
});
