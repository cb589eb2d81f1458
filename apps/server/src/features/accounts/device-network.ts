import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as the new-device check compares them: the /24 of an IPv4
 * address, the /48 of an IPv6 one (an IPv4-mapped IPv6 address counts as IPv4). Unknown or
 * unreadable addresses are one network, 'unknown'.
 */
export function addressNetwork(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const groups = expandIPv6(address.split('%')[0]!);
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return 'unknown';
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const left = part(head);
  const right = part(tail);
  // An embedded IPv4 tail counts as two groups; only the first three groups matter here.
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((g) => (parseInt(g, 16) || 0).toString(16));
}
