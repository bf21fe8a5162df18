import { describe, expect, it } from "vitest";
import { speechContentHtml } from "./content.server";

describe("speechContentHtml", () => {
  it("turns plain text into escaped paragraphs", () => {
    expect(speechContentHtml("  Premier  \nligne deux\n\n a < b & c ")).toBe(
      "<p>Premier<br>ligne deux</p>\n<p>a &lt; b &amp; c</p>",
    );
    expect(speechContentHtml("   ")).toBe("");
  });

  it("reads an unknown tag as plain text, escaped", () => {
    expect(speechContentHtml("Second <paragraphe> et <script>x</script>")).toBe(
      "<p>Second &lt;paragraphe&gt; et &lt;script&gt;x&lt;/script&gt;</p>",
    );
  });

  it("sanitizes the editor's HTML with the shared rules", () => {
    expect(
      speechContentHtml(
        '<h2 onclick="x()">Titre</h2><script>alert(1)</script><ul><li><strong>Un</strong></li></ul>' +
          '<a href="javascript:alert(1)">mauvais</a><a href="https://exemple.org">bon</a>',
      ),
    ).toBe(
      '<h2>Titre</h2><ul><li><strong>Un</strong></li></ul><a>mauvais</a><a href="https://exemple.org">bon</a>',
    );
  });
});
