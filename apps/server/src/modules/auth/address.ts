import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that throttling counts by. An IPv6 client usually holds a whole /64 (2^64
 * addresses): counting each address apart would give it a fresh allowance per guess, so IPv6 is counted by its /64.
 * An IPv4-mapped IPv6 address (`::ffff:203.0.113.5`) is its IPv4 address.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [address = ''] = ip.toLowerCase().split('%'); // without a zone index (fe80::1%eth0)
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (…:1.2.3.4) lies in the last 32 bits, outside the /64: it only shifts the groups.
  const groups = (parts: string[]) => parts.flatMap((p) => (p.includes('.') ? ['0', '0'] : [p]));
  const l = groups(left);
  const r = groups(right);
  const full = ip.includes('::') ? [...l, ...Array<string>(8 - l.length - r.length).fill('0'), ...r] : l;
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
