/**
 * Text handed to the `feed` package, made safe for XML. The package writes titles, summaries and
 * content in CDATA sections and other text as escaped text, but it leaves two holes that text typed
 * in the back-office could fall into: characters XML 1.0 forbids (most control characters), and a
 * CDATA section holding "]]>" more than once. Attributes it does not write itself (extensions:
 * itunes:image…) are only escaped for quotes.
 */

/** Characters an XML 1.0 document may not contain, even escaped. */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Plain text without the characters XML forbids. */
export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, "");
}

/**
 * HTML (or text read as HTML by feed readers) for a CDATA section: "]]>" would end the section,
 * and "]]&gt;" reads the same once the HTML is parsed.
 */
export function cdataHtml(html: string): string {
  return xmlText(html).replaceAll("]]>", "]]&gt;");
}

/** A value for an attribute the package writes as given: &, < and > escaped (it escapes "). */
export function xmlAttribute(value: string): string {
  return xmlText(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Escapes text for HTML, for a paragraph built from plain text. */
export function htmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * Site paths in HTML made absolute (src="/media/…", href="/blog/…"): a feed is read away from the
 * site, where a path alone leads nowhere.
 */
export function absoluteLinks(html: string, absolute: (path: string) => string): string {
  return html.replace(
    /\b(src|href)="(\/(?!\/)[^"]*)"/g,
    // The path is already escaped as the attribute holds it; joining it to the origin keeps it so.
    (_match, name: string, path: string) => `${name}="${absolute(path)}"`,
  );
}
