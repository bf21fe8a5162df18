/**
 * Sanitized rich text (the back-office editor's HTML) as plain text: one paragraph, heading or
 * list item a line, list items as « - », links as « label (address) ». Used for the text part of
 * the newsletter and to compare two versions of a page or an article by their words.
 */
export interface RichTextAsTextOptions {
  /** Images as « [image address] » (a comparison must see an image change); dropped otherwise. */
  images?: boolean;
  /** Keep one blank line between blocks (reading), or none, with lines trimmed (comparing). */
  blankLines?: boolean;
}

export function richTextAsText(
  html: string,
  { images = false, blankLines = true }: RichTextAsTextOptions = {},
): string {
  let text = html.replace(
    /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
    (_m, href: string, label: string) => `${label} (${href})`,
  );
  if (images) {
    text = text.replace(/<img\s[^>]*src="([^"]*)"[^>]*>/gi, (_m, src: string) => `[image ${src}]`);
  }
  text = text
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/(p|h[1-6]|li|blockquote|ul|ol|figure|pre)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&nbsp;", " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
  text = blankLines
    ? text.replace(/\n{3,}/g, "\n\n")
    : text.replace(/[ \t]*\n[ \t]*/g, "\n").replace(/\n{2,}/g, "\n");
  return text.trim();
}
