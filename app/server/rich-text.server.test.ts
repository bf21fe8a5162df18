import { describe, expect, it } from "vitest";
import { isBlankRichText, sanitizeRichText } from "./rich-text.server";

describe("sanitizeRichText", () => {
  it("keeps what the editor writes", () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>mot</strong>, <em>un autre</em> et <a href="https://example.org">un lien</a>.</p><ul><li>un</li></ul><blockquote><p>Citation</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, styles, event handlers and frames with their content", () => {
    const html =
      '<p onclick="alert(1)">Bonjour</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe><img src="https://x.example/a.png" onerror="alert(1)">';
    expect(sanitizeRichText(html)).toBe('<p>Bonjour</p><img src="https://x.example/a.png" />');
  });

  it("drops javascript: and data: addresses", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe("<img />");
  });

  it("turns h1 into h2 and protects links opening a new tab", () => {
    expect(sanitizeRichText("<h1>Grand</h1>")).toBe("<h2>Grand</h2>");
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("keeps relative links to the site's own pages", () => {
    expect(sanitizeRichText('<a href="/contact">Contact</a>')).toBe(
      '<a href="/contact">Contact</a>',
    );
  });
});

describe("isBlankRichText", () => {
  it("sees empty editor output as blank", () => {
    expect(isBlankRichText("<p></p>")).toBe(true);
    expect(isBlankRichText("<p><br></p>")).toBe(true);
    expect(isBlankRichText("<p>&nbsp; </p>")).toBe(true);
  });

  it("sees text or an image as content", () => {
    expect(isBlankRichText("<p>a</p>")).toBe(false);
    expect(isBlankRichText('<p><img src="https://x.example/a.png"></p>')).toBe(false);
  });
});
