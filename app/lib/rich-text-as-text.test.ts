import { describe, expect, it } from "vitest";
import { richTextAsText } from "./rich-text-as-text";

const html =
  '<h2>Ramadan</h2><p>Iftar au <a href="https://exemple.ca/salle">centre</a> &amp; prière.</p>' +
  '<ul><li>Dattes</li><li>Soupe</li></ul><p><img src="/uploads/a.webp" alt=""></p><p>Fin</p>';

describe("richTextAsText", () => {
  it("reads as lines with links kept, blank lines between blocks, images dropped (e-mail text)", () => {
    expect(richTextAsText(html)).toBe(
      "Ramadan\nIftar au centre (https://exemple.ca/salle) & prière.\n- Dattes\n- Soupe\n\nFin",
    );
  });

  it("names images and keeps one block a line, trimmed, for a comparison", () => {
    expect(richTextAsText(html, { images: true, blankLines: false })).toBe(
      "Ramadan\nIftar au centre (https://exemple.ca/salle) & prière.\n- Dattes\n- Soupe\n[image /uploads/a.webp]\nFin",
    );
  });
});
