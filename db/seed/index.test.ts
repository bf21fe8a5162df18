import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { projectCollected } from "~/domain/projects/collected.server";
import { count, eq } from "drizzle-orm";
import * as schema from "#db/schema";
import {
  createTestDatabase,
  withTempDataDir,
  type TempDataDir,
  type TestDatabase,
} from "../../tests/helpers/db";
import { loader as mediaLoader } from "~/routes/resources/media";
import { getSettings } from "~/domain/settings/settings.server";
import { TIME_ZONE } from "~/lib/format";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "~/lib/reference";
import { SAMPLE_SEED, seed, seedIfEmpty } from "./index";

const {
  blogPosts,
  boardMembers,
  carouselSlides,
  committeeMembers,
  committees,
  donations,
  eventRequests,
  events,
  galleryImages,
  groupEvents,
  groupMembers,
  media,
  orderItems,
  orders,
  oustaz,
  pages,
  paymentOptions,
  products,
  projects,
  seedRuns,
  settings,
  speeches,
  staff,
} = schema;

const seededTables = {
  blogPosts,
  boardMembers,
  carouselSlides,
  committeeMembers,
  committees,
  donations,
  eventRequests,
  events,
  galleryImages,
  groupEvents,
  groupMembers,
  media,
  orderItems,
  orders,
  oustaz,
  pages,
  paymentOptions,
  products,
  projects,
  seedRuns,
  settings,
  speeches,
  staff,
};

let database: TestDatabase;
let dataDir: TempDataDir;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await dataDir?.cleanup();
});
beforeEach(async () => {
  await database.reset();
  await dataDir?.cleanup();
  dataDir = withTempDataDir();
});

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(seededTables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row.n;
  }
  return out;
}

const NOW = new Date("2026-03-10T15:00:00Z");

describe("seedIfEmpty", () => {
  it("ne remplit la base qu'une fois", async () => {
    await seedIfEmpty(database.db, { images: false, now: NOW });
    const first = await rowCounts();
    await seedIfEmpty(database.db, { images: false, now: NOW });
    expect(await rowCounts()).toEqual(first);

    expect(first).toMatchObject({
      seedRuns: 1,
      carouselSlides: 3,
      oustaz: 2,
      products: 8,
      galleryImages: 10,
      blogPosts: 6,
      speeches: 5,
      groupMembers: 4,
      groupEvents: 3,
      eventRequests: 3,
      donations: 5,
      paymentOptions: 3,
      media: 0,
    });
    expect(first.boardMembers).toBeGreaterThanOrEqual(5);
    expect(first.staff).toBeGreaterThanOrEqual(6);
    // With the privacy policy (decision 0033).
    expect(first.pages).toBe(12);
    const [run] = await database.db.select().from(seedRuns);
    expect(run.name).toBe(SAMPLE_SEED);
  });

  it("deux démarrages simultanés ne remplissent la base qu'une fois", async () => {
    await Promise.all([
      seedIfEmpty(database.db, { images: false, now: NOW }),
      seedIfEmpty(database.db, { images: false, now: NOW }),
    ]);
    const [{ n }] = await database.db.select({ n: count() }).from(products);
    expect(n).toBe(8);
  });

  it("seed() refuse une base déjà remplie sans rien modifier", async () => {
    await seed(database.db, { images: false, now: NOW });
    const before = await rowCounts();
    await expect(seed(database.db, { images: false, now: NOW })).rejects.toThrow();
    expect(await rowCounts()).toEqual(before);
  });
});

describe("données d'exemple", () => {
  beforeEach(async () => {
    await seed(database.db, { images: false, now: NOW });
  });

  it("respecte les montants et les statuts demandés", async () => {
    const projectRows = await database.db
      .select({ ...getTableColumns(projects), collectedCents: projectCollected })
      .from(projects)
      .orderBy(projects.id);
    const featured = projectRows.filter((p) => p.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]).toMatchObject({
      id: 1,
      title: "Construction de la Zawiya de Chicoutimi",
      goalCents: 30_000_000,
      collectedCents: 22_500_000,
      status: "active",
      icon: "landmark",
      tags: ["infrastructure", "spirituel"],
    });
    expect(
      projectRows
        .slice(1, 4)
        .map((p) => [p.title, Math.round((100 * p.collectedCents) / p.goalCents)]),
    ).toEqual([
      ["Bibliothèque islamique", 60],
      ["Aide aux familles", 90],
      ["Fonctionnement de la fondation", 45],
    ]);
    expect(projectRows[3].endDate).toBeNull();
    expect(projectRows.some((p) => p.status === "completed")).toBe(true);
    expect(projectRows.some((p) => p.startDate > "2026-03-10")).toBe(true);

    const productRows = await database.db.select().from(products).orderBy(products.position);
    expect(productRows.map((p) => p.priceCents / 100)).toEqual([25, 15, 20, 30, 40, 35, 22, 18]);
    expect(productRows.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    for (const order of await database.db.select().from(orders)) {
      const lines = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(order.totalCents).toBe(
        lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0),
      );
    }

    const options = await database.db.select().from(paymentOptions);
    expect(options.filter((o) => o.enabled).map((o) => o.type)).toEqual(["interac"]);

    const slides = await database.db.select().from(carouselSlides).orderBy(carouselSlides.position);
    expect(slides.map((s) => [s.buttonLink, s.action])).toEqual([
      ["/about", null],
      ["/evenements", null],
      [null, "donate"],
    ]);
  });

  it("date les événements et les articles par rapport au moment du seed", async () => {
    const eventRows = await database.db.select().from(events).orderBy(events.startsAt);
    const upcoming = eventRows.filter((e) => e.startsAt > NOW && e.status === "scheduled");
    const past = eventRows.filter((e) => e.startsAt < NOW);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(eventRows.filter((e) => e.status === "cancelled" && e.startsAt > NOW)).toHaveLength(1);
    const next = upcoming[0];
    expect(next.startsAt.getTime() - NOW.getTime()).toBeLessThan(14 * 24 * 3600 * 1000);
    expect(
      new Intl.DateTimeFormat("fr-CA", {
        timeZone: TIME_ZONE,
        hour: "2-digit",
        minute: "2-digit",
      }).format(next.startsAt),
    ).toBe("18 h 30");
    expect(next.location).toContain("Chicoutimi");
    expect(eventRows.filter((e) => e.category === "celebration")).toHaveLength(3);
    for (const category of ["conference", "education", "community", "celebration"]) {
      expect(
        eventRows.some((e) => e.category === category),
        category,
      ).toBe(true);
    }

    const posts = await database.db.select().from(blogPosts);
    const published = posts.filter((p) => p.status === "published");
    expect(published.map((p) => p.category).sort()).toEqual([
      "Enseignements",
      "Histoire",
      "Prières",
      "Ramadan",
      "Vertus",
    ]);
    const latest = Math.max(...published.map((p) => p.publishedAt!.getTime()));
    expect(NOW.getTime() - latest).toBeLessThan(31 * 24 * 3600 * 1000);
    const draft = posts.filter((p) => p.status === "draft");
    expect(draft).toHaveLength(1);
    expect(draft[0].publishedAt).toBeNull();
    for (const post of posts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const event of eventRows) expect(event.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    const requests = await database.db.select().from(eventRequests);
    expect(requests.map((r) => r.status).sort()).toEqual(["approved", "pending", "rejected"]);
    for (const r of requests) {
      // The site's own reference format (DEM- and six letters of its alphabet).
      expect(r.reference).toMatch(new RegExp(`^DEM-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`));
      expect(r.date > "2026-03-10").toBe(true);
    }
  });

  it("remplit les paramètres du groupe, des dons et du bureau", async () => {
    const values = await getSettings(database.db, ["donation", "group", "home"]);
    expect(values.donation.charityNumber).toBe("81234 5678 RR0001");
    expect(values.group.managerName).not.toBe("");
    const board = await database.db.select().from(boardMembers).orderBy(boardMembers.position);
    for (const member of board.slice(0, 5)) expect(values.home.bureauText).toContain(member.name);
  });

  it("n'écrit ni euro, ni texte de remplissage", async () => {
    const all: unknown[] = [];
    for (const table of Object.values(seededTables))
      all.push(await database.db.select().from(table));
    const text = JSON.stringify(all);
    expect(text).not.toContain("\u20ac"); // the euro sign
    expect(text.toLowerCase()).not.toContain("lorem");
    expect(text).not.toMatch(/\bT[O]DO\b/); // no placeholder marker
    expect(text).not.toMatch(/euro/i);
  });
});

describe("seed avec images", () => {
  it("produit des images que la route /media sert", { timeout: 180_000 }, async () => {
    const started = performance.now();
    await seed(database.db, { now: NOW });
    const seconds = (performance.now() - started) / 1000;
    console.info(`seed avec images : ${seconds.toFixed(1)} s`);

    const imageColumns = [
      ...(await database.db.select({ image: carouselSlides.image }).from(carouselSlides)),
      ...(await database.db.select({ image: projects.image }).from(projects)),
      ...(await database.db.select({ image: products.image }).from(products)),
      ...(await database.db.select({ image: galleryImages.image }).from(galleryImages)),
      ...(await database.db.select({ image: blogPosts.image }).from(blogPosts)),
      ...(await database.db.select({ image: speeches.image }).from(speeches)),
      ...(await database.db.select({ image: events.image }).from(events)),
      ...(await database.db.select({ image: groupEvents.image }).from(groupEvents)),
      ...(await database.db.select({ image: oustaz.image }).from(oustaz)),
      ...(await database.db.select({ image: boardMembers.image }).from(boardMembers)),
      ...(await database.db.select({ image: staff.image }).from(staff)),
      ...(await database.db.select({ image: committeeMembers.image }).from(committeeMembers)),
    ].map((row) => row.image);
    const [{ n: mediaRows }] = await database.db.select({ n: count() }).from(media);
    expect(new Set(imageColumns).size).toBe(imageColumns.length);
    expect(mediaRows).toBe(imageColumns.length);

    for (const url of imageColumns) {
      expect(url).toMatch(/^\/media\/images\/[0-9a-f]{16}$/);
      for (const width of [480, 960, 1600]) {
        const key = `${url.slice("/media/".length)}/${width}.webp`;
        const response = await mediaLoader({
          request: new Request(`http://localhost/media/${key}`),
          params: { "*": key },
          context: {},
        } as never);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("image/webp");
      }
    }
  });
});
