import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ResponsiveImage } from "./responsive-image";

describe("ResponsiveImage", () => {
  it("propose les tailles enregistrées, en chargement différé par défaut", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src="/media/images/abc123"
        alt="Gamou"
        sizes="50vw"
        width={960}
        height={640}
      />,
    );
    expect(html).toContain('src="/media/images/abc123/960.webp"');
    expect(html).toContain(
      'srcSet="/media/images/abc123/480.webp 480w, /media/images/abc123/960.webp 960w, /media/images/abc123/1600.webp 1600w"',
    );
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="960"');
    expect(html).not.toContain("fetchPriority");
  });

  it("charge tout de suite l'image principale et garde une adresse externe telle quelle", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src="/placeholder.svg" alt="" width={1600} height={900} priority />,
    );
    expect(html).toContain('src="/placeholder.svg"');
    expect(html).not.toContain("srcSet");
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
