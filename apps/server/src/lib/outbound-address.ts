// Which IP addresses BookOne may dial for a URL somebody typed (outbound-http.ts): public ones only. Loopback,
// private, shared (carrier-grade NAT), link-local (169.254.169.254 is the cloud's metadata service), unique-local,
// unspecified, multicast and reserved ranges answer for the server's own network, never for an OTA or a provider.
// An IPv6 address that carries an IPv4 one (mapped ::ffff:127.0.0.1, compatible ::127.0.0.1, NAT64 64:ff9b::,
// 6to4 2002::) is judged by the IPv4 address it reaches.
import { BlockList, isIP } from 'node:net';

const V4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 dials the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, also some clouds' internal services
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const V6_NOT_PUBLIC: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the former site-local
  ['ff00::', 8], // multicast
];

const notPublic = new BlockList();
for (const [net, prefix] of V4_NOT_PUBLIC) notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of V6_NOT_PUBLIC) notPublic.addSubnet(net, prefix, 'ipv6');

/** The 8 groups of an IPv6 address as numbers ("::ffff:1.2.3.4" too), or null when it is not one. */
function groupsOf(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const groups =
    halves.length === 2 ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 one stands for (mapped, compatible, NAT64, 6to4), or null. */
export function embeddedIpv4(address: string): string | null {
  const g = groupsOf(address);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4Of(g[6]!, g[7]!);
  // ::/96 but :: and ::1 themselves (the block list has those).
  if (zeros(0, 6) && (g[6]! !== 0 || g[7]! > 1)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return null;
}

/** Whether an address (IPv4 or IPv6, without brackets) is a public one BookOne may dial. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) says nothing about the range
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 4) return !notPublic.check(bare, 'ipv4');
  const v4 = embeddedIpv4(bare);
  if (v4 !== null) return isPublicAddress(v4);
  return !notPublic.check(bare, 'ipv6');
}
