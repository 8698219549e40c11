/**
 * Which resolved addresses a web-page import may connect to: public unicast only. Refused: loopback,
 * private (RFC 1918, unique local), carrier-grade NAT, link-local (incl. 169.254.169.254, the cloud
 * metadata address), multicast, unspecified, broadcast, reserved and documentation ranges, and the same
 * written as IPv4-mapped / IPv4-compatible / NAT64 IPv6. `allowLoopback` (tests only) lets 127/8 and ::1 through.
 */

type Range = readonly [bits: bigint, prefix: number];

function ipv4Bits(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(address: string): bigint | null {
  let text = address
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  // A trailing dotted IPv4 ("::ffff:127.0.0.1") becomes two hex groups.
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const v4 = ipv4Bits(dotted[1]);
    if (v4 === null) return null;
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

function v4(cidr: string): Range {
  const [address, prefix] = cidr.split('/');
  return [ipv4Bits(address)!, Number(prefix)];
}

function v6(cidr: string): Range {
  const [address, prefix] = cidr.split('/');
  return [ipv6Bits(address)!, Number(prefix)];
}

function inRange(bits: bigint, [base, prefix]: Range, width: number): boolean {
  const shift = BigInt(width - prefix);
  return bits >> shift === base >> shift;
}

const BLOCKED_V4: Range[] = [
  '0.0.0.0/8', // "this network", unspecified
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
].map(v4);
const LOOPBACK_V4 = v4('127.0.0.0/8');

const BLOCKED_V6: Range[] = [
  '::/128', // unspecified
  '100::/64', // discard
  '2001:db8::/32', // documentation
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // old site-local
  'ff00::/8', // multicast
].map(v6);
const LOOPBACK_V6 = v6('::1/128');
/** IPv6 forms that carry an IPv4 address in their last 32 bits: checked as that IPv4 address. */
const EMBEDS_V4: Range[] = ['::ffff:0:0/96', '::/96', '64:ff9b::/96', '64:ff9b:1::/48'].map(v6);

function ipv4Allowed(bits: bigint, allowLoopback: boolean): boolean {
  if (inRange(bits, LOOPBACK_V4, 32)) return allowLoopback;
  return !BLOCKED_V4.some((range) => inRange(bits, range, 32));
}

/** True when a connection to `address` (an IPv4 or IPv6 literal) is allowed; false for anything unparseable. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const four = ipv4Bits(address);
  if (four !== null) return ipv4Allowed(four, allowLoopback);
  const six = ipv6Bits(address);
  if (six === null) return false;
  if (inRange(six, LOOPBACK_V6, 128)) return allowLoopback;
  if (BLOCKED_V6.some((range) => inRange(six, range, 128))) return false;
  if (EMBEDS_V4.some((range) => inRange(six, range, 128))) return ipv4Allowed(six & 0xffffffffn, allowLoopback);
  return true;
}
