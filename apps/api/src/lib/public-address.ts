import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a URL the product will call on a company's behalf (its webhooks) may lead: the public
 * Internet only. Loopback, private, shared, link-local (cloud metadata, 169.254.169.254 and
 * fd00:ec2::254), multicast, reserved and unspecified addresses are refused, for IPv4, IPv6, and
 * IPv4 inside IPv6. `allowLoopback` (demo mode's WEBHOOKS_ALLOW_LOOPBACK, never in production)
 * lets 127.0.0.0/8 and ::1 through, for a receiver on the same machine.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (::ffff:10.0.0.1), if any. */
function embeddedIpv4(address: string): string | null {
  const m = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return m[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether the product may connect to `address` (an IP literal) for a company. */
export function isPublicAddress(address: string, options: { allowLoopback: boolean }): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return isPublicAddress(v4, options);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return options.allowLoopback;
  return !blocked.check(address, type);
}

export type AddressCheck =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'private' | 'unresolved' };

/**
 * Resolves a URL's host and checks every address it has: one that is not public refuses the
 * whole name (a name with a public and a private address could lead either way). The caller
 * connects to the address answered here, never resolving the name again (no DNS rebinding).
 */
export async function checkPublicHost(
  hostname: string,
  options: { allowLoopback: boolean; resolve?: typeof lookup },
): Promise<AddressCheck> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: Array<{ address: string; family: number }>;
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (options.resolve ?? lookup)(host, { all: true, verbatim: true });
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  if (!addresses.every((a) => isPublicAddress(a.address, options)))
    return { ok: false, reason: 'private' };
  const first = addresses[0]!;
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
