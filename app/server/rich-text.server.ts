/**
 * The HTML written with the back-office rich-text editor (pages, blog articles), cleaned on the
 * server before it is stored, because the public site renders it as is (components/site/page/
 * rich-text.tsx). Only what the editor can produce survives: paragraphs, headings h2–h4,
 * emphasis, lists, quotes, code, rules, links and images. Scripts, styles, event handlers,
 * iframes and `javascript:` addresses are removed; links to other sites open normally but carry
 * rel="noopener noreferrer nofollow" when they open a new tab.
 */
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
    "a",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Content of removed elements such as <script> or <style> is dropped, not shown as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // A heading level 1 would compete with the page's own title.
    h1: "h2",
    a: (tagName, attribs) => {
      const opensNewTab = attribs.target === "_blank";
      const attributes: Record<string, string> = { ...attribs };
      if (opensNewTab) attributes.rel = "noopener noreferrer nofollow";
      else {
        delete attributes.target;
        delete attributes.rel;
      }
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the HTML shows no text and no image ("<p></p>", "<p><br></p>", spaces). */
export function isBlankRichText(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, "") === "";
}
