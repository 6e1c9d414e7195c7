// This machine's own addresses on its networks: what a phone on the same Wi-Fi types to reach a
// server started with PUBLIC_URL unset (docs/home-network.md). Read from the network interfaces,
// or taken from NETWORK_ADDRESSES (a container that does not see the host's interfaces; tests,
// which hand a second loopback address instead of a real one).
import { isIP } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { Config } from '../config';

/**
 * The interfaces' addresses other than loopback (always allowed on their own), IPv4 first. IPv6
 * link-local addresses (fe80::/10) are left out: they need a zone (`%wlan0`) that no browser's
 * address bar accepts.
 */
export function interfaceAddresses(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  const all = Object.values(interfaces).flatMap((list) => list ?? []);
  const usable = all.filter(
    (info) => !info.internal && !(info.family === 'IPv6' && /^fe[89ab]/i.test(info.address)),
  );
  const v4 = usable.filter((info) => info.family === 'IPv4').map((info) => info.address);
  const v6 = usable.filter((info) => info.family === 'IPv6').map((info) => info.address);
  return [...new Set([...v4, ...v6])];
}

/** An address as a URL's host: IPv6 in brackets, lower case (as browsers send it in Origin). */
export function urlHost(address: string): string {
  return isIP(address) === 6 ? `[${address.toLowerCase()}]` : address;
}

/** How the server learns its own addresses: none when PUBLIC_URL is set. */
export function addressReader(network: Config['network']): () => string[] {
  if (network.kind === 'off') return () => [];
  if (network.kind === 'addresses') {
    const fixed = [...network.addresses];
    return () => fixed;
  }
  return () => interfaceAddresses();
}
