import ipaddr from 'ipaddr.js';

// Who a request comes from, for the limits that count per client (docs/decisions/027-admin-security.md,
// docs/decisions/029-bot-protection.md). Addresses are read as Fastify resolved them (TRUST_PROXY).

/** An address without its zone, parsed, with an IPv4 address written as IPv6 read as the IPv4 one. */
function parse(ip: string | null | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const address = (ip ?? '').replace(/%.*$/, '');
  return ipaddr.isValid(address) ? ipaddr.process(address) : undefined;
}

function ipv6Prefix(address: ipaddr.IPv6, groups: number): string {
  return `${address.parts.slice(0, groups).map((part) => part.toString(16).padStart(4, '0')).join(':')}::/${groups * 16}`;
}

/**
 * The client a request comes from: an IPv4 address, or an IPv6 address's /64 (one household or server holds a
 * whole /64, so its addresses count as one client).
 */
export function clientOf(ip: string | null | undefined): string {
  const parsed = parse(ip);
  if (!parsed) return 'unknown';
  return parsed.kind() === 'ipv4' ? parsed.toString() : ipv6Prefix(parsed as ipaddr.IPv6, 4);
}

/** The network around the client: an IPv4 /24 or an IPv6 /48 (one provider's customer or one data-centre range). */
export function networkOf(ip: string | null | undefined): string {
  const parsed = parse(ip);
  if (!parsed) return 'unknown';
  if (parsed.kind() === 'ipv6') return ipv6Prefix(parsed as ipaddr.IPv6, 3);
  return `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
}
