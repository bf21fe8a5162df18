import { cn } from "~/lib/utils";

/**
 * HTML written in the back-office (pages, articles, speeches). It is sanitized on the server
 * before it is stored, and the seed's HTML is our own, so it is rendered as is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn("rich-text", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
