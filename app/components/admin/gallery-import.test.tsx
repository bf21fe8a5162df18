import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImportItem } from "./gallery-import";

const render = (state: Parameters<typeof ImportItem>[0]["item"]["state"]) =>
  renderToStaticMarkup(<ImportItem item={{ name: "fete.png", state }} />);

describe("one file of the gallery import", () => {
  it("shows a refused file as a failure: a red bar told « Échec », its reason announced", () => {
    const html = render({ kind: "error", error: "Le fichier dépasse 5 Mo." });
    expect(html).toMatch(/<progress[^>]*aria-valuetext="Échec"/);
    expect(html).toMatch(/<progress[^>]*class="[^"]*accent-destructive/);
    expect(html).not.toContain("accent-primary");
    expect(html).toMatch(/<span role="alert"[^>]*>✗ Échec : Le fichier dépasse 5 Mo\.<\/span>/);
  });

  it("keeps the site's colour and no alert for an imported file", () => {
    const html = render({ kind: "done" });
    expect(html).toMatch(/<progress[^>]*class="[^"]*accent-primary/);
    expect(html).not.toContain("aria-valuetext");
    expect(html).not.toContain('role="alert"');
    expect(html).toContain("✓ Importée");
  });
});
