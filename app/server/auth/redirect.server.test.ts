import { describe, expect, it } from "vitest";
import { requireUser } from "~/routes/+shared/access.server";
import { loginPath, safeRedirect } from "./session.server";

describe("redirectTo validation", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/admin/blog?page=2")).toBe("/admin/blog?page=2");
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back for anything that could leave the site", () => {
    for (const target of [
      "//evil.example",
      "//evil.example/admin",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "admin",
      "",
      "/\t/evil.example",
      "/\n/evil.example",
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirect(target), String(target)).toBe("/admin");
    }
    expect(safeRedirect("//evil.example", "/")).toBe("/");
  });

  it("builds the login path with an encoded return address", () => {
    expect(loginPath("/admin/blog?page=2")).toBe(
      "/connexion?redirectTo=%2Fadmin%2Fblog%3Fpage%3D2",
    );
    expect(loginPath("//evil.example")).toBe("/connexion");
    expect(loginPath()).toBe("/connexion");
  });
});

describe("requireUser sans session", () => {
  it("renvoie à /connexion avec l'adresse que voit le visiteur, même pour une requête de données", async () => {
    const thrown = await requireUser(
      new Request("http://localhost/admin/donations.data?statut=recu&_routes=routes%2Fadmin"),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      `/connexion?redirectTo=${encodeURIComponent("/admin/donations?statut=recu")}`,
    );
  });
});
