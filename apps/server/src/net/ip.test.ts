import { describe, expect, it } from 'vitest';
import { cidrContains, formatCidr, formatIp, parseCidr, parseIp } from './ip.ts';

function contains(cidr: string, ip: string): boolean {
  const network = parseCidr(cidr);
  const address = parseIp(ip);
  if (!network || !address) throw new Error('bad test input');
  return cidrContains(network, address);
}

describe('ip', () => {
  it('parses and formats IPv4, IPv6 and IPv4-mapped IPv6', () => {
    expect(formatIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(formatIp('::FFFF:7f00:1')).toBe('127.0.0.1');
    expect(formatIp('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(formatIp('::1')).toBe('::1');
    expect(formatIp('fe80::1%eth0')).toBe('fe80::1');
    expect(parseIp('1.2.3')).toBeNull();
    expect(parseIp('nonsense')).toBeNull();
  });

  it('matches networks of both families', () => {
    expect(contains('10.0.0.0/8', '10.200.3.4')).toBe(true);
    expect(contains('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(contains('0.0.0.0/0', '203.0.113.9')).toBe(true);
    expect(contains('127.0.0.1', '::ffff:127.0.0.1')).toBe(true);
    expect(contains('2001:db8::/32', '2001:db8:ffff::1')).toBe(true);
    expect(contains('2001:db8::/32', '2001:db9::1')).toBe(false);
    expect(contains('::/0', '10.0.0.1')).toBe(false);
    expect(contains('::ffff:10.0.0.0/104', '10.1.1.1')).toBe(true);
  });

  it('refuses malformed networks and set host bits, and canonicalises the rest', () => {
    for (const bad of [
      '10.0.0.1/8',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/8/1',
      'x/8',
      '10.0.0.0/',
      '10.0.0.0/-1',
    ]) {
      expect(parseCidr(bad)).toBeNull();
    }
    expect(formatCidr(parseCidr('2001:DB8:0:0::/32')!)).toBe('2001:db8::/32');
    expect(formatCidr(parseCidr('192.168.1.7')!)).toBe('192.168.1.7/32');
  });
});
