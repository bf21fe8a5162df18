/**
 * The text of a speech as sent by the back-office form, turned into the HTML the public page
 * renders as is (components/site/page/rich-text.tsx). The field is the shared rich-text editor
 * (decision 0012), so HTML goes through the shared sanitizer. Without JavaScript the field is a
 * plain textarea: text typed there with no tag at all becomes paragraphs (a blank line starts a
 * new one) instead of one run-on block.
 */
import { sanitizeRichText } from "~/server/rich-text.server";

/** The tags the editor writes (server/rich-text.server.ts keeps the same ones). */
const editorTag =
  /<\/?(p|br|h[1-6]|strong|b|em|i|u|s|ul|ol|li|blockquote|code|pre|hr|a|img)(\s[^>]*)?\/?>/i;

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** Safe HTML for the public page, "" when there is no text. */
export function speechContentHtml(typed: string): string {
  const text = typed.trim();
  if (!text) return "";
  // "a <b" or "<sourate>" in a sentence is plain text, shown as typed.
  if (editorTag.test(text)) return sanitizeRichText(text);
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/[ \t]*\r?\n[ \t]*/g, "<br>")}</p>`)
    .join("\n");
}
