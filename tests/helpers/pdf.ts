/**
 * The text of a PDF as a reader would copy it, one line per printed line (pdfjs-dist), so tests
 * check what a generated document really says.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** pdfjs's copies of the 14 standard fonts (Helvetica…), which the receipts use. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdfjs takes ownership of the buffer it is given: pass a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str;
        if (item.hasEOL) text += "\n";
      }
      pages.push(text);
    }
    return pages.join("\n");
  } finally {
    await document.destroy();
  }
}

/** The PDF's page count and its /Title, to check the document itself and not only its text. */
export async function pdfInfo(bytes: Uint8Array): Promise<{ pages: number; title: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    return { pages: document.numPages, title: info.Title ?? "" };
  } finally {
    await document.destroy();
  }
}
