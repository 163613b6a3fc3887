import { describe, expect, it } from 'vitest';
import { visitorScope } from './uploadQuota';

const scope = (address: string) => visitorScope({ address, locale: 'en' });

describe('visitorScope: who a quota counts', () => {
  it('is an IPv4 address, the same whether written plainly or IPv4-mapped', () => {
    expect(scope('203.0.113.7')).toBe(scope('::ffff:203.0.113.7'));
    expect(scope('203.0.113.7')).not.toBe(scope('203.0.113.8'));
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(scope('2001:db8:1:2::1')).toBe(scope('2001:0db8:0001:0002:ffff:eeee:dddd:9'));
    expect(scope('2001:db8:1:2::1')).toBe(scope('2001:DB8:1:2::1%eth0'));
    expect(scope('2001:db8:1:2::1')).not.toBe(scope('2001:db8:1:3::1'));
    expect(scope('::1')).toBe(scope('0:0:0:0:0:0:0:1'));
  });

  it('keeps no address in the clear', () => {
    expect(scope('203.0.113.7')).toMatch(/^visitor:[0-9a-f]{32}$/);
  });
});
