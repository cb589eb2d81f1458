import { isIPv4, isIPv6 } from 'node:net';

/**
 * The "source" sign-in throttling counts by (ADR 0009): an IPv4 address as it is, an IPv6
 * address by its /64 (one household or one server gets a whole /64, so counting full addresses
 * would let one machine try as many times as it likes), written `2001:db8:1:2::/64`. An
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.5`) is the IPv4 address. Null when unknown.
 */
export function signInSource(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const groups = expandIPv6(bare);
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case hex (an embedded IPv4 tail converted). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, v4.index) + tail;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => g || '0');
}
