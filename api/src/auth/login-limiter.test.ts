import { clientKey, DEFAULT_LOGIN_LIMITS, waitAfter } from './login-limiter';

describe('waitAfter: the wait before the next attempt', () => {
  const seconds = (failures: number, free: number) => waitAfter(failures, free, DEFAULT_LOGIN_LIMITS) / 1000;

  it('is nothing while a key is within its free failures', () => {
    for (let failures = 0; failures < 5; failures++) expect(seconds(failures, 5)).toBe(0);
    for (let failures = 0; failures < 20; failures++) expect(seconds(failures, 20)).toBe(0);
  });

  it('starts at 1 second and doubles with every further failure, up to 15 minutes', () => {
    const pair = Array.from({ length: 13 }, (_, i) => seconds(5 + i, 5));
    expect(pair).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(seconds(20, 20)).toBe(1);
    expect(seconds(29, 20)).toBe(512);
    expect(seconds(30, 20)).toBe(900);
  });

  it('stays at the cap however many failures there are', () => {
    for (const failures of [40, 99, 100, 1000, 1_000_000]) expect(seconds(failures, 5)).toBe(900);
  });

  it('follows the limits it is given', () => {
    const limits = { ...DEFAULT_LOGIN_LIMITS, firstWaitMs: 250, maxWaitMs: 3000 };
    expect([3, 4, 5, 6, 7, 8].map((f) => waitAfter(f, 3, limits))).toEqual([
      250, 500, 1000, 2000, 3000, 3000,
    ]);
  });
});

describe('clientKey: the address a client is throttled by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
  ])('%s is keyed as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and another /64 another', () => {
    expect(clientKey('2001:db8:aa:bb::1')).toBe(clientKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });
});
