import { lookup } from 'node:dns/promises';
import { webhookMessages } from '@tarang/shared/webhooks';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../plugins/errors';

/**
 * Where a webhook may go (docs/decisions/033-webhooks.md): an admin types the URL, and the server then
 * sends requests to it, so the URL must not reach the server's own network (server-side request forgery).
 * - https, and every address the host resolves to public unicast: private, loopback, link-local,
 *   carrier-grade NAT, unique-local, multicast, reserved and the IPv6 forms that embed an IPv4 address
 *   (mapped, compatible, 6to4, NAT64, Teredo) are refused, whatever NODE_ENV says.
 * - WEBHOOK_LOCAL_RECEIVER=on (a setting of its own) also lets a webhook reach this machine (loopback
 *   only), by http too: a local test receiver.
 * - The request goes to the address checked here (WebhookTarget.address), so a DNS answer that changes
 *   between the check and the connection (a rebind) cannot move it.
 */

export interface WebhookTarget {
  url: URL;
  /** The checked IP address the request must connect to. */
  address: string;
  family: 4 | 6;
}

export interface TargetPolicy {
  /** WEBHOOK_LOCAL_RECEIVER=on: loopback addresses are allowed too, by http as well. */
  localReceiver: boolean;
  /** Name resolution; tests pass their own answers. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (host: string) => lookup(host, { all: true, verbatim: true });

/** A literal IP in the URL's host, without IPv6 brackets; undefined for a name. */
function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}

/**
 * Only plain public unicast, written as such. ipaddr calls much of ::/8 unicast, but the IETF reserves all
 * of it: its ::/96 holds the deprecated IPv4-compatible form (::7f00:1 is ::127.0.0.1), which some stacks
 * still route to the IPv4 address, and ::ffff:0:0/96 the IPv4-mapped one; a public server is reached by
 * its IPv4 or a real IPv6 address instead.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const written = ipaddr.parse(address);
  if (written.kind() === 'ipv6' && (written as ipaddr.IPv6).parts[0]! < 0x100) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** `localhost` and its subdomains are this machine whatever DNS says (RFC 6761). */
const isLocalhostName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/** Whether an address may receive webhooks under the policy: public, or loopback with a local receiver allowed. */
const allowedAddress = (address: string, policy: TargetPolicy) => isPublicAddress(address) || (policy.localReceiver && isLoopbackAddress(address));

/**
 * The URL's form, and its host when that needs no lookup (an IP literal or localhost): a 400 with the
 * reason when it may never be used. A name is checked when it is resolved, before each delivery.
 */
export function checkWebhookUrl(raw: string, policy: TargetPolicy): URL {
  if (!URL.canParse(raw)) throw new AppError(400, webhookMessages.urlInvalid);
  const url = new URL(raw);
  const refuse = (message: string) => new AppError(400, message);
  if (url.username || url.password) throw refuse(webhookMessages.urlCredentials);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(webhookMessages.urlNotHttps);
  const literal = literalAddress(url.hostname);
  const loopback = isLocalhostName(url.hostname) || (literal !== undefined && isLoopbackAddress(literal));
  // Plain http only to a local receiver, when the setting allows one.
  if (url.protocol === 'http:' && !(policy.localReceiver && loopback)) throw refuse(webhookMessages.urlNotHttps);
  if (isLocalhostName(url.hostname) && !policy.localReceiver) throw refuse(webhookMessages.urlPrivate);
  if (literal !== undefined && !allowedAddress(literal, policy)) throw refuse(webhookMessages.urlPrivate);
  return url;
}

/**
 * Checks the URL and resolves its host to the address the request will use. Throws AppError(400) with
 * the reason; the worker records that reason as the attempt's result.
 */
export async function resolveWebhookTarget(raw: string, policy: TargetPolicy): Promise<WebhookTarget> {
  const url = checkWebhookUrl(raw, policy);
  const refuse = (message: string) => new AppError(400, message);
  const literal = literalAddress(url.hostname);
  let addresses: { address: string; family: number }[];
  if (literal !== undefined) addresses = [{ address: literal, family: ipaddr.parse(literal).kind() === 'ipv6' ? 6 : 4 }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(url.hostname);
    } catch {
      throw refuse(webhookMessages.urlUnresolved);
    }
  }
  if (addresses.length === 0) throw refuse(webhookMessages.urlUnresolved);
  if (url.protocol === 'http:' && !addresses.every((a) => isLoopbackAddress(a.address))) throw refuse(webhookMessages.urlNotHttps);
  // Every answer must pass, not just the one used: otherwise a later lookup could pick the private one.
  if (!addresses.every((a) => allowedAddress(a.address, policy))) throw refuse(webhookMessages.urlPrivate);
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
