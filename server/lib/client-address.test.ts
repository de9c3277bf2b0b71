import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../test/test-app';
import { clientKey, trustFunction } from './client-address';

describe('the client key of per-client limits', () => {
  it('is the IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    const a = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe(clientKey('2001:db8:1:2::1'));
    expect(a).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    // Behind a proxy is not local demo mode: the free payment provider must be asked for by name.
    const behindProxy = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY, PAYMENT_PROVIDER: 'demo' });
    expect(behindProxy('2').trustProxy).toEqual({ hops: 2 });
    expect(behindProxy('10.0.0.0/8, ::1').trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '::1'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'mindenki' })).toThrow(/TRUST_PROXY/);
  });

  it('trusts only the listed proxies, so a direct client cannot forge its address', () => {
    const trust = trustFunction({ addresses: ['10.0.0.0/8'] });
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('198.51.100.4', 0)).toBe(false);
    expect(trustFunction(false)('10.1.2.3', 0)).toBe(false);
  });

  /** Requests through one proxy address for several clients, until the limit of 2 per minute. */
  async function statusesThroughProxy(env: Record<string, string>, clients: string[]) {
    const t = await createTestApp({ rateLimitMax: 2, env: { ...env, PAYMENT_PROVIDER: 'demo' } });
    try {
      const statuses: number[] = [];
      for (const client of clients) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/nincs',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': client },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await t.close();
    }
  }

  const cases: { rule: string; env: Record<string, string>; clients: string[]; statuses: number[] }[] = [
    {
      rule: 'behind a trusted proxy, each client is limited on its own address',
      env: { TRUST_PROXY: '10.0.0.0/8' },
      clients: ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.2', '198.51.100.1'],
      statuses: [404, 404, 404, 404, 429],
    },
    {
      rule: 'counts an IPv6 client per /64, whichever address of it they use',
      env: { TRUST_PROXY: '1' },
      clients: ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3', '2001:db8:5:7::1'],
      statuses: [404, 404, 429, 404],
    },
    {
      rule: 'without TRUST_PROXY a forwarded header changes nothing: the proxy is the client',
      env: {},
      clients: ['198.51.100.1', '198.51.100.2', '198.51.100.3'],
      statuses: [404, 404, 429],
    },
  ];
  for (const { rule, env, clients, statuses } of cases) {
    it(rule, async () => {
      expect(await statusesThroughProxy(env, clients)).toEqual(statuses);
    });
  }
});
