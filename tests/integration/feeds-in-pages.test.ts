/**
 * Issue 15, items 2, 3 and 5, as readers and search engines get the site with the sample content:
 * the feeds advertised in <head>, read back by rss-parser and ical.js with their media type, the
 * JSON-LD of the pages, and the prayer times rendered by the server. Moved from
 * tests/e2e/feeds-prayer.e2e.ts (no browser was involved); what the page cache of server.js does
 * to a feed's type, and the pages in Chromium, stay there.
 */
import ICAL from "ical.js";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { setupSampleSite, SITE_ORIGIN, siteRequest, siteText } from "../helpers/site-request";

setupSampleSite();

/** The <link rel="alternate"> tags of a page's head: [type, href] pairs. */
async function alternates(path: string): Promise<[string, string][]> {
  const { text: html } = await siteText(path);
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => m[0]);
  return links.map((tag) => [/type="([^"]+)"/.exec(tag)![1], /href="([^"]+)"/.exec(tag)![1]]);
}

/** The JSON-LD objects of a page. */
async function jsonLd(path: string): Promise<Record<string, unknown>[]> {
  const { text: html } = await siteText(path);
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

describe("flux (sans navigateur)", () => {
  it("le blog, les discours et les événements annoncent leur flux dans <head>", async () => {
    const blog: [string, string] = ["application/rss+xml", `${SITE_ORIGIN}/blog/rss.xml`];
    const podcast: [string, string] = [
      "application/rss+xml",
      `${SITE_ORIGIN}/discours/podcast.xml`,
    ];
    const calendar: [string, string] = [
      "text/calendar",
      `${SITE_ORIGIN}/evenements/calendrier.ics`,
    ];
    expect(await alternates("/blog")).toEqual([blog]);
    expect(await alternates("/discours")).toEqual([podcast]);
    expect(await alternates("/evenements")).toEqual([calendar]);
    expect(await alternates("/")).toEqual([blog, podcast, calendar]);
  });

  it("chaque flux se lit avec son analyseur et porte son type", async () => {
    const parser = new Parser();
    for (const path of ["/blog/rss.xml", "/discours/podcast.xml"]) {
      const { status, headers, text } = await siteText(path);
      expect(status, path).toBe(200);
      expect(headers.get("content-type"), path).toBe("application/rss+xml; charset=utf-8");
      const feed = await parser.parseString(text);
      expect(feed.title, path).toBeTruthy();
      if (path === "/blog/rss.xml") {
        expect(feed.items.length).toBeGreaterThan(0);
        expect(feed.items[0].link).toMatch(new RegExp(`^${SITE_ORIGIN}/blog/`));
      }
    }

    const response = await siteRequest("/evenements/calendrier.ics");
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((event) => event.getFirstPropertyValue("status") === "CANCELLED")).toBe(
      true,
    );
  });

  it("les pages portent leurs données structurées schema.org", async () => {
    const [organization] = await jsonLd("/");
    expect(organization["@type"]).toBe("Organization");
    const [event] = await jsonLd("/evenements/gamou-annuel-de-chicoutimi");
    expect(event).toMatchObject({ "@type": "Event", name: "Gamou annuel de Chicoutimi" });
    const product = (await jsonLd("/boutique/1"))[0];
    expect(product).toMatchObject({ "@type": "Product", offers: { priceCurrency: "CAD" } });
    const { text: blog } = await siteText("/blog");
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blog)![1];
    expect((await jsonLd(`/blog/${slug}`))[0]["@type"]).toBe("Article");
  });

  it("la page des horaires et le bloc de l'accueil sont rendus par le serveur", async () => {
    const { text: html } = await siteText("/horaires-priere");
    expect(html).toContain("<h1");
    expect(html).toContain("Horaires de prière");
    expect(html).toContain("Amérique du Nord (ISNA)");
    const { text: home } = await siteText("/");
    expect(home).toContain("Horaires de prière du jour");
  });
});
