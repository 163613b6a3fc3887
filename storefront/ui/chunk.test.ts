import { describe, expect, it } from 'vitest';
import { chunk } from './chunk';

describe('chunk', () => {
  it('loads its module once, however often it is asked for, and then holds it', async () => {
    let loads = 0;
    const c = chunk(async () => ({ page: `loaded ${++loads}` }));
    expect(c.loaded).toBeUndefined();
    const [a, b] = await Promise.all([c.load(), c.load()]);
    expect(a).toBe(b);
    expect(c.loaded).toEqual({ page: 'loaded 1' });
    await c.load();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load (a retry after the network came back)', async () => {
    let fail = true;
    const c = chunk(async () => {
      if (fail) throw new Error('offline');
      return { page: 'back' };
    });
    await expect(c.load()).rejects.toThrow('offline');
    expect(c.loaded).toBeUndefined();
    fail = false;
    await expect(c.load()).resolves.toEqual({ page: 'back' });
    expect(c.loaded).toEqual({ page: 'back' });
  });
});
