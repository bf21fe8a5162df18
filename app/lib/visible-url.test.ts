import { describe, expect, it } from "vitest";
import { visibleUrl } from "./visible-url";

const visible = (url: string) => {
  const result = visibleUrl(new Request(url));
  return result.pathname + result.search;
};

describe("visibleUrl", () => {
  it("retire le suffixe .data et les paramètres propres à React Router", () => {
    expect(visible("http://x/admin/donations.data?statut=recu&_routes=routes%2Fadmin")).toBe(
      "/admin/donations?statut=recu",
    );
    expect(visible("http://x/_.data?index")).toBe("/");
    expect(visible("http://x/blog/_.data")).toBe("/blog/");
  });

  it("laisse intacte l'adresse d'une page", () => {
    expect(visible("http://x/boutique?q=chapelet&page=2")).toBe("/boutique?q=chapelet&page=2");
    expect(visible("http://x/data")).toBe("/data");
  });
});
