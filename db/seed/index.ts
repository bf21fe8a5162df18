/**
 * The sample content of a new database: every list of both spec documents, in French, with
 * pictures drawn locally. Start-up calls `seedIfEmpty` (app/startup/prepare-database.server.ts);
 * the row "sample" of `seed_runs`, written in the same transaction as the content, makes a restart
 * seed nothing.
 */
import { eq } from "drizzle-orm";
import {
  blogPosts,
  boardMembers,
  carouselSlides,
  committeeMembers,
  committees,
  donations,
  eventRequests,
  events,
  eventTicketTypes,
  galleryImages,
  groupEvents,
  groupMembers,
  orderItems,
  orders,
  oustaz,
  pages,
  paymentOptions,
  products,
  projects,
  scripturePassages,
  seedRuns,
  speeches,
  staff,
} from "#db/schema";
import type { SettingsKey } from "~/domain/settings/schema";
import { saveSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import { seedClock } from "./clock";
import { resolveImages, type ImageSpec } from "./images";
import { sampleBoard } from "./content/board";
import { samplePosts } from "./content/blog";
import { sampleCommittees } from "./content/committees";
import { sampleDonations, samplePaymentOptions } from "./content/donations";
import { DINNER_SLUG, sampleDinnerTickets, sampleEvents } from "./content/events";
import { sampleGallery } from "./content/gallery";
import { sampleGroupEvents, sampleGroupMembers } from "./content/group";
import { sampleOustaz, sampleSlides } from "./content/home";
import { samplePages } from "./content/pages";
import { sampleProjects } from "./content/projects";
import { sampleEventRequests } from "./content/requests";
import { samplePassages } from "./content/scripture";
import { sampleSettings } from "./content/settings";
import { sampleOrders, sampleProducts } from "./content/shop";
import { sampleSpeeches } from "./content/speeches";
import { sampleStaff } from "./content/staff";

/** The `seed_runs` row of this content. */
export const SAMPLE_SEED = "sample";

export interface SeedOptions {
  /**
   * Draw and store the pictures (default). false puts "/placeholder.svg" everywhere, for fast
   * tests; the environment variable SEED_IMAGES=false does the same for the start-up seed.
   */
  images?: boolean;
  /** The moment the relative dates (events, articles…) are computed from; default now. */
  now?: Date;
}

function imagesEnabled(options: SeedOptions): boolean {
  return options.images ?? process.env.SEED_IMAGES !== "false";
}

/**
 * Seeds the sample content unless it was already installed (idempotent, safe at every start).
 * True when this call installed it.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  // Fast path for every start after the first: one indexed read, no transaction.
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, SAMPLE_SEED)).limit(1);
  if (done) return false;
  return db.transaction(async (tx) => {
    // Claim first: on PostgreSQL a second process starting at the same moment waits here for
    // this transaction, then finds the row taken and leaves.
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: SAMPLE_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await insertSampleContent(tx, options);
    return true;
  });
}

/**
 * Inserts the sample content and records it, in one transaction. Meant for an empty database:
 * on a seeded one the unique slugs and references make it fail and change nothing.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(seedRuns).values({ name: SAMPLE_SEED });
    await insertSampleContent(tx, options);
  });
}

async function insertSampleContent(db: Db, options: SeedOptions): Promise<void> {
  const clock = seedClock(options.now);
  const projectRows = sampleProjects(clock);
  const postRows = samplePosts(clock);
  const speechRows = sampleSpeeches(clock);
  const eventRows = sampleEvents(clock);
  const groupEventRows = sampleGroupEvents(clock);
  const memberRows = sampleCommittees.flatMap((c) => c.members);

  // The large hero pictures first: they take longest, so the workers stay busy to the end.
  const specs: ImageSpec[] = [
    ...sampleSlides,
    ...projectRows,
    ...sampleProducts,
    ...sampleGallery,
    ...postRows,
    ...speechRows,
    ...eventRows,
    ...groupEventRows,
    ...sampleOustaz,
    ...sampleBoard,
    ...sampleStaff,
    ...memberRows,
  ].map((row) => row.image);
  const urls = await resolveImages(db, specs, imagesEnabled(options));
  const withUrl = <T extends { image: ImageSpec }>(rows: readonly T[]) =>
    rows.map((row) => ({ ...row, image: urls.get(row.image)! }));

  for (const key of Object.keys(sampleSettings) as SettingsKey[]) {
    await saveSettings(db, key, sampleSettings[key]);
  }
  // The privacy policy's row is already there when its migration ran on this database.
  await db.insert(pages).values(samplePages).onConflictDoNothing({ target: pages.route });
  await db.insert(carouselSlides).values(withUrl(sampleSlides));
  await db.insert(oustaz).values(withUrl(sampleOustaz));
  await db.insert(scripturePassages).values(samplePassages);
  await db.insert(boardMembers).values(withUrl(sampleBoard));
  await db.insert(staff).values(withUrl(sampleStaff));

  const committeeIds = await db
    .insert(committees)
    .values(sampleCommittees.map((c) => c.committee))
    .returning({ id: committees.id, name: committees.name });
  const committeeId = (name: string) => committeeIds.find((c) => c.name === name)!.id;
  await db
    .insert(committeeMembers)
    .values(
      sampleCommittees.flatMap((c) =>
        withUrl(c.members).map((m) => ({ ...m, committeeId: committeeId(c.committee.name) })),
      ),
    );

  // Ids are looked up by title, not by position: RETURNING order is not guaranteed by SQL.
  // A project shows what was collected elsewhere plus its confirmed gifts (decision 0046): the
  // sample totals stay as written once the sample gifts are counted.
  const gifts = sampleDonations(clock);
  const givenTo = (index: number) =>
    gifts
      .filter((gift) => gift.project === index && gift.status === "completed")
      .reduce((total, gift) => total + gift.amountCents, 0);
  const projectIds = await db
    .insert(projects)
    .values(
      withUrl(projectRows).map((row, index) => ({
        ...row,
        collectedCents: Math.max(0, (row.collectedCents ?? 0) - givenTo(index)),
      })),
    )
    .returning({ id: projects.id, title: projects.title });
  const projectId = (index: number) =>
    projectIds.find((p) => p.title === projectRows[index].title)!.id;

  await db.insert(paymentOptions).values(samplePaymentOptions);
  await db.insert(donations).values(
    gifts.map(({ project, ...row }) => ({
      ...row,
      projectId: project === null ? null : projectId(project),
    })),
  );

  const productIds = await db
    .insert(products)
    .values(withUrl(sampleProducts))
    .returning({ id: products.id, name: products.name });
  for (const { order, lines } of sampleOrders(clock)) {
    const items = lines.map(({ product, quantity }) => {
      const sample = sampleProducts[product];
      return {
        productId: productIds.find((p) => p.name === sample.name)!.id,
        productName: sample.name,
        quantity,
        unitPriceCents: sample.priceCents,
      };
    });
    const totalCents = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
    const [row] = await db
      .insert(orders)
      .values({ ...order, totalCents })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  }

  await db.insert(galleryImages).values(withUrl(sampleGallery));
  await db.insert(blogPosts).values(withUrl(postRows));
  await db.insert(speeches).values(withUrl(speechRows));
  const seededEvents = await db
    .insert(events)
    .values(withUrl(eventRows))
    .returning({ id: events.id, slug: events.slug });
  const dinner = seededEvents.find((event) => event.slug === DINNER_SLUG)!;
  await db
    .insert(eventTicketTypes)
    .values(sampleDinnerTickets.map((ticket) => ({ ...ticket, eventId: dinner.id })));
  await db.insert(eventRequests).values(sampleEventRequests(clock));
  await db.insert(groupMembers).values(sampleGroupMembers);
  await db.insert(groupEvents).values(withUrl(groupEventRows));
}
