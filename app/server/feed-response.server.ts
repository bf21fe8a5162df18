/** The answer of a feed: its XML with its media type, kept a few minutes by readers and proxies. */
export function xmlFeedResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
