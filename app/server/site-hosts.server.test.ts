import { describe, expect, it } from "vitest";
import { siteHostCheck, type SiteHostOptions } from "./site-hosts.server";

// A machine named "chapelle" on a LAN, as os.networkInterfaces() describes it.
const machine: SiteHostOptions = {
  hostname: "chapelle",
  interfaces: {
    lo: [
      { address: "127.0.0.1", family: "IPv4", internal: true } as never,
      { address: "::1", family: "IPv6", internal: true } as never,
    ],
    eth0: [
      { address: "192.168.1.20", family: "IPv4", internal: false } as never,
      { address: "fe80::fc:ff:fe00:1", family: "IPv6", internal: false } as never,
    ],
  },
};

describe("hosts the site answers on without PUBLIC_URL", () => {
  it("answers loopback, the machine's name and addresses, whatever the port", () => {
    const isSiteHost = siteHostCheck({ ...machine, listenHost: "0.0.0.0" });
    for (const host of [
      "localhost",
      "localhost:3000",
      "LOCALHOST:3000",
      "localhost.:3000",
      "127.0.0.1:41234",
      "[::1]:3000",
      "[0:0:0:0:0:0:0:1]",
      "chapelle:3000",
      "192.168.1.20:3000",
      "[fe80::fc:ff:fe00:1]:3000",
    ])
      expect(isSiteHost(host), host).toBe(true);
  });

  it("refuses any other name, a missing Host, and a Host that is not an address", () => {
    const isSiteHost = siteHostCheck({ ...machine, listenHost: "0.0.0.0" });
    for (const host of [
      undefined,
      "",
      "evil.example",
      "evil.example:3000",
      "localhost.evil.example",
      "evil.example@127.0.0.1",
      "127.0.0.1/evil",
      "127.0.0.1 evil.example",
      "0.0.0.0:3000",
      "[::]:3000",
    ])
      expect(isSiteHost(host), String(host)).toBe(false);
  });

  it("answers HOST when it is one address or name, and every name of ALLOWED_HOSTS", () => {
    const isSiteHost = siteHostCheck({
      ...machine,
      listenHost: "10.0.0.5",
      allowedHosts: " fondation.local , Zawiya.example:8080,[fd00::7]",
    });
    for (const host of ["10.0.0.5:3000", "fondation.local", "zawiya.example:3000", "[fd00::7]"])
      expect(isSiteHost(host), host).toBe(true);
    expect(isSiteHost("evil.example")).toBe(false);
    expect(siteHostCheck({ ...machine, listenHost: "::1" })("[::1]:3000")).toBe(true);
  });

  it("serves every Host when PUBLIC_URL is set: addresses then never come from it", () => {
    const isSiteHost = siteHostCheck({ ...machine, publicUrl: "https://fondation.example" });
    expect(isSiteHost("evil.example")).toBe(true);
    expect(isSiteHost(undefined)).toBe(true);
    expect(siteHostCheck({ ...machine, publicUrl: "  " })("evil.example")).toBe(false);
  });
});
