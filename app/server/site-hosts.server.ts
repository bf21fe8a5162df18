/**
 * The hosts the site answers on when PUBLIC_URL is not set (docs/decisions/0037-site-address.md).
 *
 * Without PUBLIC_URL, absolute addresses (canonical and og: links, the sitemap, feeds, the links
 * in e-mails) are made from the request's Host (site-url.server.ts). A Host chosen by a stranger
 * would put their address in a cached page or in a donor's sign-in e-mail; so the site answers
 * only the names it can be reached at as started: loopback, the machine's own name and
 * addresses, HOST when it is one address, and ALLOWED_HOSTS. With PUBLIC_URL every address comes
 * from it, and any Host is served.
 *
 * The port is not compared: a proxy in front (tests/e2e/two-servers.e2e.ts) passes its own.
 * Checked once, by server.js, before the page cache and React Router.
 */
import os from "node:os";

export const UNKNOWN_HOST_MESSAGE =
  "Adresse refusée : ce nom n'est pas une adresse de ce site. Si c'est bien la sienne, " +
  "l'administrateur du site doit indiquer son adresse publique dans PUBLIC_URL (ou ajouter ce " +
  "nom à ALLOWED_HOSTS).";

export interface SiteHostOptions {
  /** PUBLIC_URL: when set, every Host is served (addresses never come from it). */
  publicUrl?: string;
  /** HOST, the interface the server listens on ("0.0.0.0" and "::" are every interface). */
  listenHost?: string;
  /** ALLOWED_HOSTS: more names, comma-separated (a port after a name is ignored). */
  allowedHosts?: string;
  /** The machine's name; os.hostname() by default. */
  hostname?: string;
  /** The machine's interfaces; os.networkInterfaces() by default. */
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>;
}

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
const EVERY_INTERFACE = new Set(["0.0.0.0", "[::]"]);
// What a Host header may be: a name or an IPv4 address, or an IPv6 address in brackets, and a
// port. Anything else (a user name before "@", a path, spaces) is no address of ours.
const HOST_VALUE = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The name in a Host value, as URLs write it (lower case, IPv4 canonical, IPv6 in brackets). */
function nameOf(value: string): string | null {
  let host = value.trim();
  // A bare IPv6 address (HOST=::1, an interface's address): in brackets, as in a Host header.
  if ((host.match(/:/g) ?? []).length > 1 && !host.startsWith("[")) host = `[${host}]`;
  if (!HOST_VALUE.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname.replace(/\.$/, "");
  } catch {
    return null;
  }
}

/**
 * The check of a request's Host (undefined when it sent none): true when the site may answer it.
 * The accepted names are worked out once, when the server starts.
 */
export function siteHostCheck(options: SiteHostOptions): (host: string | undefined) => boolean {
  if (options.publicUrl?.trim()) return () => true;
  const accepted = new Set<string>();
  const accept = (value: string | undefined) => {
    const name = value ? nameOf(value) : null;
    if (name && !EVERY_INTERFACE.has(name)) accepted.add(name);
  };
  for (const name of LOOPBACK) accept(name);
  accept(options.hostname ?? os.hostname());
  for (const list of Object.values(options.interfaces ?? os.networkInterfaces())) {
    for (const { address } of list ?? []) accept(address);
  }
  accept(options.listenHost);
  for (const name of (options.allowedHosts ?? "").split(",")) accept(name);
  return (host) => {
    const name = host ? nameOf(host) : null;
    return name !== null && accepted.has(name);
  };
}
