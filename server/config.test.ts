import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server configuration', () => {
  it('defaults to port 8080, ./data and the embedded database, trusting no proxy', () => {
    const c = readConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
    expect(c.cartRetentionDays).toBe(60);
  });

  it('reads CART_RETENTION_DAYS (0 keeps carts for ever) and refuses what is not a whole number of days', () => {
    expect(readConfig({ CART_RETENTION_DAYS: '30' }).cartRetentionDays).toBe(30);
    expect(readConfig({ CART_RETENTION_DAYS: '0' }).cartRetentionDays).toBe(0);
    expect(() => readConfig({ CART_RETENTION_DAYS: '-1' })).toThrow(/CART_RETENTION_DAYS/);
    expect(() => readConfig({ CART_RETENTION_DAYS: 'soon' })).toThrow(/CART_RETENTION_DAYS/);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and TRUST_PROXY', () => {
    const c = readConfig({ PORT: '3000', DATA_DIR: '/tmp/shop', DATABASE_URL: 'postgres://x@h/db', TRUST_PROXY: '1' });
    expect(c).toMatchObject({ port: 3000, dataDir: '/tmp/shop', databaseUrl: 'postgres://x@h/db', trustProxy: 1 });
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('reads the upload quotas in megabytes (1 GB a visitor a day and 20 GB in all by default; 0 for none)', () => {
    expect(readConfig({}).uploadQuota).toEqual({ visitorBytesPerDay: 1024 * 1024 * 1024, totalBytes: 20 * 1024 * 1024 * 1024 });
    expect(readConfig({ UPLOAD_VISITOR_MB_PER_DAY: '50', UPLOAD_TOTAL_MB: '0' }).uploadQuota).toEqual({ visitorBytesPerDay: 50 * 1024 * 1024, totalBytes: 0 });
    expect(() => readConfig({ UPLOAD_TOTAL_MB: '1.5' })).toThrow(/UPLOAD_TOTAL_MB/);
    expect(() => readConfig({ UPLOAD_VISITOR_MB_PER_DAY: '-1' })).toThrow(/UPLOAD_VISITOR_MB_PER_DAY/);
  });

  it('reads PUBLIC_URL (localhost and the port by default, no trailing slash) and FILE_STORE', () => {
    expect(readConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(readConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(readConfig({ PUBLIC_URL: 'https://example.org/shop/' }).publicUrl).toBe('https://example.org/shop');
    expect(() => readConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://shop.example' })).toThrow(/PUBLIC_URL/);
    expect(readConfig({}).fileStore).toBeUndefined();
    expect(readConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(() => readConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });

  it('reads the print render limits (3 GB, 300 s, 4 runs by default) and refuses too little or what is not a whole number', () => {
    expect(readConfig({}).printRender).toEqual({ memoryMb: 3072, timeoutSeconds: 300, attempts: 4, proofCpuSeconds: 10 });
    expect(readConfig({ PRINT_RENDER_MEMORY_MB: '512', PRINT_RENDER_TIMEOUT_S: '2', PRINT_RENDER_ATTEMPTS: '1', PRINT_PROOF_CPU_S: '3' }).printRender).toEqual({
      memoryMb: 512,
      timeoutSeconds: 2,
      attempts: 1,
      proofCpuSeconds: 3,
    });
    expect(() => readConfig({ PRINT_RENDER_MEMORY_MB: '32' })).toThrow(/PRINT_RENDER_MEMORY_MB .*at least 64/);
    expect(() => readConfig({ PRINT_RENDER_TIMEOUT_S: '0' })).toThrow(/PRINT_RENDER_TIMEOUT_S/);
    expect(() => readConfig({ PRINT_RENDER_ATTEMPTS: '2.5' })).toThrow(/PRINT_RENDER_ATTEMPTS/);
  });

  it('refuses a port that is not one', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
