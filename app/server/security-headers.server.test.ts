import { afterEach, describe, expect, it, vi } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  isPrivatePath,
  MAP_FRAME_ORIGIN,
} from "./security-headers.server";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("n'autorise que les scripts du site et ceux qui portent le nonce du rendu", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
  });

  it("interdit les plugins, les <base> étrangers et l'encadrement par un autre site", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "n" }));
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("nomme l'origine de la carte, et seulement elle, pour les cadres", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "n" }));
    expect(policy.get("frame-src")).toEqual([MAP_FRAME_ORIGIN]);
  });

  describe("form-action", () => {
    afterEach(() => vi.unstubAllEnvs());

    it("laisse un formulaire mener au site et aux pages de paiement de Stripe, pas ailleurs", () => {
      vi.stubEnv("STRIPE_API_URL", "");
      const policy = directives(contentSecurityPolicy({ nonce: "n" }));
      expect(policy.get("form-action")).toEqual([
        "'self'",
        "https://checkout.stripe.com",
        "https://billing.stripe.com",
      ]);
    });

    it("ajoute l'origine d'un serveur compatible Stripe donné par STRIPE_API_URL", () => {
      vi.stubEnv("STRIPE_API_URL", "http://127.0.0.1:41234/");
      const policy = directives(contentSecurityPolicy({ nonce: "n" }));
      expect(policy.get("form-action")).toContain("http://127.0.0.1:41234");
    });
  });
});

describe("createNonce", () => {
  it("donne une valeur nouvelle de 128 bits à chaque rendu", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("isPrivatePath", () => {
  it("couvre l'administration et la connexion, pas les pages publiques", () => {
    for (const path of ["/admin", "/admin/donations", "/admin.data", "/connexion"])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of ["/", "/administration-du-site", "/don", "/blog/admin"])
      expect(isPrivatePath(path), path).toBe(false);
  });
});
