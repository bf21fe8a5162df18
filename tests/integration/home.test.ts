import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  blogPosts,
  boardMembers,
  carouselSlides,
  contactMessages,
  events,
  products,
  projects,
} from "#db/schema";
import { action, loader } from "~/routes/public/home";
import { loader as layoutLoader } from "~/routes/public/layout";
import { saveSettings, getSettings } from "~/domain/settings/settings.server";
import { setupSeededDatabase, projectCollectedCents } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();

function loaderArgs(path = "/") {
  const request = new Request(`http://localhost${path}`);
  return { request, params: {}, context: createLoadContext() } as never;
}

function contactRequest(fields: Record<string, string>) {
  const body = new URLSearchParams({ intent: "contact", ...fields });
  const request = new Request("http://localhost/?index", { method: "POST", body });
  return { request, params: {}, context: createLoadContext("127.0.0.1") } as never;
}

/** Unwraps what `data()` returns from a loader or action. */
function unwrap<T>(result: T): { data: unknown; status: number } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number } };
  return value && value.type === "DataWithResponseInit"
    ? { data: value.data, status: value.init?.status ?? 200 }
    : { data: value, status: 200 };
}

describe("home page loader", () => {
  it("fills every section from the seeded database", async () => {
    const { home, seo } = await loader(loaderArgs());
    expect(home.slides).toHaveLength(3);
    expect(home.slides.some((s) => s.action === "donate" && s.buttonLink === null)).toBe(true);
    expect(home.nextEvent).not.toBeNull();
    expect(new Date(home.nextEvent!.startsAt).getTime()).toBeGreaterThan(Date.now());
    expect(home.campaign).not.toBeNull();
    expect(home.about?.href).toBe("/about");
    expect(home.bureau).toHaveLength(4);
    expect(home.bureauText).not.toBe("");
    expect(home.oustaz).toHaveLength(2);
    expect(home.products).toHaveLength(3);
    expect(home.latestPost).not.toBeNull();
    expect(home.contact.email).toContain("@");
    expect(seo.description.length).toBeGreaterThan(20);
  });

  it("shows what the database says: changing rows changes the page", async () => {
    const db = database.db;
    await db.update(carouselSlides).set({ title: "Nouvelle diapositive" });
    await db.update(boardMembers).set({ name: "Awa Diop" });
    const [first] = await db.select().from(products).orderBy(products.position).limit(1);
    await db
      .update(products)
      .set({ name: "Chapelet en bois d'olivier", priceCents: 1234 })
      .where(eq(products.id, first.id));
    // Typed as collected elsewhere; the campaign adds the project's confirmed sample gifts.
    const [featured] = await db
      .update(projects)
      .set({ collectedCents: 402500, goalCents: 300000 })
      .where(eq(projects.featured, true))
      .returning({ id: projects.id });
    const collectedCents = await projectCollectedCents(db, featured.id);
    expect(collectedCents).toBeGreaterThan(402500);
    const general = (await getSettings(db, ["general"])).general;
    await saveSettings(db, "general", { ...general, contactPhone: "418 555-0199" });

    const { home } = await loader(loaderArgs());
    expect(home.slides.every((s) => s.title === "Nouvelle diapositive")).toBe(true);
    expect(home.bureau.every((p) => p.name === "Awa Diop")).toBe(true);
    expect(home.products[0]).toMatchObject({
      name: "Chapelet en bois d'olivier",
      priceCents: 1234,
    });
    expect(home.campaign).toMatchObject({ collectedCents, goalCents: 300000 });
    expect(home.contact.phone).toBe("418 555-0199");

    const frame = await layoutLoader();
    expect(frame.general.contactPhone).toBe("418 555-0199");
    expect(frame.campaign).toMatchObject({ collectedCents, goalCents: 300000 });
  });

  it("announces the nearest upcoming event, never a past or cancelled one", async () => {
    const db = database.db;
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await db.insert(events).values([
      {
        slug: "annule-bientot",
        title: "Annulé",
        startsAt: soon,
        location: "Chicoutimi",
        category: "community",
        status: "cancelled",
      },
      {
        slug: "passe",
        title: "Passé",
        startsAt: new Date(Date.now() - 60_000),
        location: "Chicoutimi",
        category: "community",
      },
      {
        slug: "tres-bientot",
        title: "Très bientôt",
        startsAt: new Date(soon.getTime() + 60_000),
        location: "Chicoutimi",
        category: "community",
      },
    ]);
    const { home } = await loader(loaderArgs());
    expect(home.nextEvent?.slug).toBe("tres-bientot");
  });

  it("hides what is not public: drafts and hidden products, and empty sections", async () => {
    const db = database.db;
    await db.update(blogPosts).set({ status: "draft" });
    await db.update(projects).set({ featured: false });
    await db.delete(events);
    const { home } = await loader(loaderArgs());
    expect(home.latestPost).toBeNull();
    expect(home.campaign).toBeNull();
    expect(home.nextEvent).toBeNull();
  });
});

describe("home contact form", () => {
  const valid = {
    name: "Fatou Ndiaye",
    email: "fatou@example.org",
    subject: "Visite",
    message: "Bonjour,\nPeut-on visiter la zawiya ?",
  };

  it("stores a valid message", async () => {
    const result = unwrap(await action(contactRequest(valid)));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ status: "sent", receipt: expect.any(String) });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, ip: "127.0.0.1", readAt: null });
  });

  it("re-shows French errors with the typed values and stores nothing", async () => {
    const result = unwrap(
      await action(
        contactRequest({ name: "  ", email: "pas-un-courriel", subject: "Visite", message: "" }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      refused: {
        intent: "contact",
        errors: {
          name: "Ce champ est obligatoire.",
          email: "Adresse courriel invalide.",
          message: "Ce champ est obligatoire.",
        },
        values: { name: "  ", email: "pas-un-courriel", subject: "Visite", message: "" },
      },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses an oversized message without storing it", async () => {
    const result = unwrap(await action(contactRequest({ ...valid, message: "x".repeat(5001) })));
    expect(result.status).toBe(400);
    expect(
      (result.data as { refused: { errors: Record<string, string> } }).refused.errors.message,
    ).toBe("Le message ne peut pas dépasser 5 000 caractères.");
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const result = unwrap(
      await action(contactRequest({ ...valid, website: "http://spam.example" })),
    );
    expect(result.data).toMatchObject({ status: "sent" });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("rejects an unknown intent with a French message", async () => {
    const body = new URLSearchParams({ intent: "autre" });
    const request = new Request("http://localhost/?index", { method: "POST", body });
    const result = unwrap(
      await action({ request, params: {}, context: createLoadContext() } as never),
    );
    expect(result.status).toBe(400);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });
});
