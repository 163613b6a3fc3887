import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server configuration', () => {
  it('defaults to port 8080, ./data and the embedded database, trusting no proxy', () => {
    const c = readConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and TRUST_PROXY', () => {
    const c = readConfig({ PORT: '3000', DATA_DIR: '/tmp/shop', DATABASE_URL: 'postgres://x@h/db', TRUST_PROXY: '1' });
    expect(c).toMatchObject({ port: 3000, dataDir: '/tmp/shop', databaseUrl: 'postgres://x@h/db', trustProxy: 1 });
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses a port that is not one', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
