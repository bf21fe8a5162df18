/**
 * The feeds people subscribe to (issue 15, item 2), their loaders called on the sample content and
 * their output read back by the parsers applications use: rss-parser for the blog's RSS and the
 * podcast (with its iTunes tags), ical.js (Thunderbird's) for the events' calendar.
 */
import { and, eq, gt, lte } from "drizzle-orm";
import ICAL from "ical.js";
import Parser from "rss-parser";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogPosts, events, media, speeches } from "#db/schema";
import { loader as blogRssLoader } from "~/routes/resources/blog-rss";
import { loader as eventIcsLoader } from "~/routes/resources/event-ics";
import { loader as calendarLoader } from "~/routes/resources/events-calendar";
import { loader as logoLoader } from "~/routes/resources/logo";
import { loader as podcastLoader } from "~/routes/resources/speeches-podcast";
import { setupSeededDatabase } from "../helpers/fixtures";
import { visitorGet } from "../helpers/routes";

const database = setupSeededDatabase();

type ItunesFeed = { itunes: Record<string, unknown>; language?: string };
type ItunesItem = {
  itunes: Record<string, unknown>;
  "dc:creator"?: string;
  contentEncoded?: string;
};
const parser = new Parser<ItunesFeed, ItunesItem>({
  customFields: { feed: ["language"], item: ["dc:creator", ["content:encoded", "contentEncoded"]] },
});

async function blogFeed() {
  const response = await blogRssLoader(visitorGet("/blog/rss.xml"));
  expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
  return parser.parseString(await response.text());
}

describe("/blog/rss.xml", () => {
  it("holds every published article, newest first, with its full text and author", async () => {
    const feed = await blogFeed();
    const published = await database.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, new Date())));
    expect(published.length).toBeGreaterThan(1);
    expect(feed.title).toContain("Blog");
    expect(feed.link).toBe("http://localhost/blog");
    expect(feed.language).toBe("fr-CA");
    const newestFirst = [...published].sort(
      (a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime(),
    );
    expect(feed.items.map((item) => item.link)).toEqual(
      newestFirst.map((post) => `http://localhost/blog/${post.slug}`),
    );
    const first = feed.items[0];
    const post = newestFirst[0];
    expect(first.title).toBe(post.title);
    expect(first["dc:creator"]).toBe(post.author);
    expect(first.categories).toEqual([post.category]);
    expect(new Date(first.pubDate!).getTime()).toBe(
      Math.floor(post.publishedAt!.getTime() / 1000) * 1000,
    );
    // The whole article, not its summary.
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim();
    expect(text(first.contentEncoded ?? "")).toBe(text(post.content));
    expect(first.contentSnippet).toBeTruthy();
  });

  it("leaves out drafts and articles scheduled later", async () => {
    const [post] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"));
    await database.db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, post.id));
    const [other] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"));
    await database.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(blogPosts.id, other.id));
    const links = (await blogFeed()).items.map((item) => item.link);
    expect(links).not.toContain(`http://localhost/blog/${post.slug}`);
    expect(links).not.toContain(`http://localhost/blog/${other.slug}`);
    expect(links.length).toBeGreaterThan(0);
  });

  it("stays well-formed whatever a volunteer typed: ]]>, <, &, control characters", async () => {
    const [post] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"));
    await database.db
      .update(blogPosts)
      .set({
        title: "Fin ]]> de section ]]> & <balise> \u0007 « ok »",
        content:
          '<p>Voir <a href="/blog">le blog</a> ]]> et ]]> encore <img src="/media/images/abc" alt=""></p>',
        publishedAt: new Date(Date.now() - 1000),
      })
      .where(eq(blogPosts.id, post.id));
    const item = (await blogFeed()).items[0];
    expect(item.title).toBe("Fin ]]&gt; de section ]]&gt; & <balise>  « ok »");
    // Site paths become absolute: the feed is read away from the site.
    expect(item.contentEncoded).toContain('href="http://localhost/blog"');
    expect(item.contentEncoded).toContain('src="http://localhost/media/images/abc"');
    expect(item.contentEncoded).toContain("]]&gt; et ]]&gt; encore");
  });
});

describe("/discours/podcast.xml", () => {
  async function podcast() {
    const response = await podcastLoader(visitorGet("/discours/podcast.xml"));
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    return { xml, feed: await parser.parseString(xml) };
  }

  async function giveRecordings() {
    const rows = await database.db.select().from(speeches).where(eq(speeches.published, true));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const [own, elsewhere, videoSite] = rows;
    await database.db.insert(media).values({
      key: "audio/khutba-du-vendredi.mp3",
      originalName: "khutba.mp3",
      mimeType: "audio/mpeg",
      size: 12_345_678,
    });
    await database.db
      .update(speeches)
      .set({
        mediaUrl: "/media/audio/khutba-du-vendredi.mp3",
        type: "audio",
        durationText: "45 min",
      })
      .where(eq(speeches.id, own.id));
    await database.db
      .update(speeches)
      .set({
        mediaUrl: "https://medias.example.org/conference.mp4",
        type: "video",
        durationText: "1 h 05",
      })
      .where(eq(speeches.id, elsewhere.id));
    await database.db
      .update(speeches)
      .set({ mediaUrl: "https://www.youtube.com/watch?v=abc", type: "video" })
      .where(eq(speeches.id, videoSite.id));
    return { own, elsewhere, videoSite };
  }

  it("is an empty but valid podcast while no speech has a recording", async () => {
    const { feed } = await podcast();
    expect(feed.items).toEqual([]);
    expect(feed.title).toContain("Discours");
  });

  it("has one episode per speech with an audio or video file, with its enclosure's length and type", async () => {
    const { own, elsewhere, videoSite } = await giveRecordings();
    const { feed } = await podcast();
    const byLink = new Map(feed.items.map((item) => [item.link, item]));
    expect([...byLink.keys()].sort()).toEqual(
      [`http://localhost/discours/${own.id}`, `http://localhost/discours/${elsewhere.id}`].sort(),
    );
    // A page of a video site is no file a podcast application can play.
    expect(byLink.has(`http://localhost/discours/${videoSite.id}`)).toBe(false);

    const mine = byLink.get(`http://localhost/discours/${own.id}`)!;
    expect(mine.enclosure).toEqual({
      url: "http://localhost/media/audio/khutba-du-vendredi.mp3",
      length: "12345678",
      type: "audio/mpeg",
    });
    expect(mine.itunes.duration).toBe("2700");
    expect(mine.itunes.author).toBe(own.speaker);
    expect(mine.guid).toBe(`http://localhost/discours/${own.id}`);

    const theirs = byLink.get(`http://localhost/discours/${elsewhere.id}`)!;
    // Size unknown for a file elsewhere: 0, as RSS allows.
    expect(theirs.enclosure).toEqual({
      url: "https://medias.example.org/conference.mp4",
      length: "0",
      type: "video/mp4",
    });
    expect(theirs.itunes.duration).toBe("3900");
  });

  it("carries the channel tags Apple Podcasts requires", async () => {
    await giveRecordings();
    const { feed, xml } = await podcast();
    expect(feed.itunes.image).toBe("http://localhost/logo.png");
    expect(feed.itunes.explicit).toBe("false");
    expect(feed.itunes.author).toBe("Fondation Dahira Tidjaniya de Chicoutimi");
    expect(feed.itunes.owner).toEqual({
      name: "Fondation Dahira Tidjaniya de Chicoutimi",
      email: "info@fondation-tidjaniya.ca",
    });
    expect(feed.itunes.categories).toEqual(["Religion & Spirituality"]);
    expect(feed.itunes.categoriesWithSubs).toEqual([
      { name: "Religion & Spirituality", subs: [{ name: "Islam" }] },
    ]);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(feed.language).toBe("fr-CA");
  });

  it("has a square PNG cover of 1400 px, opaque", async () => {
    const response = await logoLoader();
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1400, height: 1400, hasAlpha: false });
  });
});

describe("/evenements/calendrier.ics", () => {
  async function calendar() {
    const response = await calendarLoader(visitorGet("/evenements/calendrier.ics"));
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    const component = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(new ICAL.Timezone(component.getFirstSubcomponent("vtimezone")!));
    const entries = component.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate(),
        status: vevent.getFirstPropertyValue("status"),
        sequence: event.sequence,
        lastModified: (vevent.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate(),
      };
    });
    return { text, component, entries };
  }

  it("is one calendar of every upcoming event, cancelled ones marked, past ones left out", async () => {
    const { component, entries } = await calendar();
    expect(component.getFirstPropertyValue("x-wr-calname")).toBe("Événements — FDTC");
    const rows = await database.db.select().from(events);
    const now = Date.now();
    const upcoming = rows.filter((row) => row.startsAt.getTime() >= now);
    const past = rows.filter((row) => (row.endsAt ?? row.startsAt).getTime() < now - 3 * 3_600_000);
    expect(upcoming.length).toBeGreaterThan(1);
    expect(past.length).toBeGreaterThan(0);
    expect(entries.map((entry) => entry.uid).sort()).toEqual(
      upcoming.map((row) => `event-${row.id}@localhost`).sort(),
    );
    for (const row of upcoming) {
      const entry = entries.find((candidate) => candidate.uid === `event-${row.id}@localhost`)!;
      expect(entry.summary).toBe(row.title);
      expect(entry.start.getTime()).toBe(row.startsAt.getTime());
      expect(entry.status).toBe(row.status === "cancelled" ? "CANCELLED" : "CONFIRMED");
    }
    expect(entries.some((entry) => entry.status === "CANCELLED")).toBe(true);
  });

  it("keeps an event's UID when it changes and raises its SEQUENCE; a cancellation shows", async () => {
    const before = await calendar();
    const [row] = await database.db
      .select()
      .from(events)
      .where(and(eq(events.status, "scheduled"), gt(events.startsAt, new Date())))
      .orderBy(events.startsAt)
      .limit(1);
    const uid = `event-${row.id}@localhost`;
    const old = before.entries.find((entry) => entry.uid === uid)!;

    await database.db
      .update(events)
      .set({
        title: "Gamou (nouvelle salle)",
        status: "cancelled",
        updatedAt: new Date(Date.now() + 5_000),
      })
      .where(eq(events.id, row.id));
    const after = await calendar();
    const changed = after.entries.find((entry) => entry.uid === uid)!;
    expect(after.entries).toHaveLength(before.entries.length);
    expect(changed.summary).toBe("Gamou (nouvelle salle)");
    expect(changed.status).toBe("CANCELLED");
    expect(changed.sequence).toBeGreaterThan(old.sequence);
    expect(changed.lastModified.getTime()).toBeGreaterThan(old.lastModified.getTime());

    // The event's own file names the same entry.
    const own = await eventIcsLoader(
      visitorGet(`/evenements/${row.slug}/agenda.ics`, { slug: row.slug }),
    );
    const vevent = new ICAL.Component(ICAL.parse(await own.text())).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("uid")).toBe(uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(changed.sequence);
  });

  it("keeps an event under way (without an end, for two hours after its start)", async () => {
    const [inserted] = await database.db
      .insert(events)
      .values({
        slug: "dhikr-en-cours",
        title: "Dhikr en cours",
        startsAt: new Date(Date.now() - 60 * 60_000),
        location: "Chicoutimi",
        category: "community",
      })
      .returning();
    const { entries } = await calendar();
    expect(entries.map((entry) => entry.uid)).toContain(`event-${inserted.id}@localhost`);
  });

  it("answers an empty calendar when nothing is planned", async () => {
    await database.db.delete(events);
    const { component, text } = await calendar();
    expect(component.getAllSubcomponents("vevent")).toHaveLength(0);
    // Lines folded at 75 octets, CRLF ends.
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
