/**
 * /coran-hadith, /oustaz and /contact through their loaders and action, on the seeded database.
 * Spec public-site.md §2.13, §2.3 (contact block), §5.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, oustaz, scripturePassages } from "#db/schema";
import { seedIfEmpty } from "#db/seed/index";
import { action as contactAction, loader as contactLoader } from "~/routes/public/contact";
import { loader as oustazLoader } from "~/routes/public/oustaz";
import { loader as scriptureLoader } from "~/routes/public/quran-hadith";
import { setupSeededDatabase } from "../helpers/fixtures";
import { refused, visitorForm, visitorGet } from "../helpers/routes";

const database = setupSeededDatabase();

describe("/coran-hadith", () => {
  it("shows the seeded verses on the Quran tab, with both counts, and the page text", async () => {
    const data = await scriptureLoader(visitorGet("/coran-hadith"));
    expect(data.filters).toEqual({ tab: "coran", q: "" });
    expect(data.counts).toEqual({ verse: 6, hadith: 6 });
    expect(data.passages).toHaveLength(6);
    expect(data.passages.every((p) => p.kind === "verse")).toBe(true);
    expect(data.passages[0].reference).toBe("Sourate Al-Baqara (2), verset 286");
    expect(data.passages[0].arabic).toMatch(/[\u0600-\u06FF]/);
    expect(data.page?.content).toContain("Programme d'étude");
    expect(data.seo.title).toMatch(/^Coran & Hadith \| /);
    expect(data.seo.url).toBe("http://localhost/coran-hadith");
  });

  it("filters by tab: ?onglet=hadith shows only hadiths", async () => {
    const data = await scriptureLoader(visitorGet("/coran-hadith?onglet=hadith"));
    expect(data.passages).toHaveLength(6);
    expect(data.passages.every((p) => p.kind === "hadith")).toBe(true);
    expect(data.passages.map((p) => p.translation)).toContain(
      "Ton sourire adressé à ton frère est pour toi une aumône.",
    );
  });

  it("falls back to the Quran tab for an unknown tab", async () => {
    const data = await scriptureLoader(visitorGet("/coran-hadith?onglet=%27%3Bdrop"));
    expect(data.filters.tab).toBe("coran");
    expect(data.passages.every((p) => p.kind === "verse")).toBe(true);
  });

  it("searches translation and reference of both kinds, case-insensitively", async () => {
    // "DIFFICULTÉ" is in one verse's translation only; "tirmidhi" in one hadith's reference only.
    const verse = await scriptureLoader(visitorGet("/coran-hadith?q=DIFFICULT%C3%89"));
    expect(verse.counts).toEqual({ verse: 1, hadith: 0 });
    expect(verse.passages.map((p) => p.reference)).toEqual([
      "Sourate Ach-Charh (94), versets 5 et 6",
    ]);

    const hadith = await scriptureLoader(visitorGet("/coran-hadith?q=tirmidhi&onglet=hadith"));
    expect(hadith.counts).toEqual({ verse: 0, hadith: 1 });
    expect(hadith.passages.map((p) => p.reference)).toEqual(["Rapporté par At-Tirmidhi"]);

    // The search is combined with the tab: a hadith match is not listed on the Quran tab.
    const onQuranTab = await scriptureLoader(visitorGet("/coran-hadith?q=tirmidhi"));
    expect(onQuranTab.passages).toEqual([]);

    // "Allah" is in verses and hadiths: both counts stay visible whatever the tab.
    const both = await scriptureLoader(visitorGet("/coran-hadith?q=allah"));
    expect(both.counts.verse).toBeGreaterThan(0);
    expect(both.counts.hadith).toBeGreaterThan(0);
  });

  it("takes LIKE wildcards literally", async () => {
    for (const q of ["%", "_", "\\"]) {
      const data = await scriptureLoader(visitorGet(`/coran-hadith?q=${encodeURIComponent(q)}`));
      expect(data.counts, q).toEqual({ verse: 0, hadith: 0 });
    }
  });

  it("lists what the database holds", async () => {
    await database.db
      .update(scripturePassages)
      .set({ translation: "Traduction révisée par le comité" })
      .where(eq(scripturePassages.kind, "verse"));
    const data = await scriptureLoader(visitorGet("/coran-hadith?q=r%C3%A9vis%C3%A9e"));
    expect(data.counts).toEqual({ verse: 6, hadith: 0 });
  });
});

describe("seed of the scripture passages", () => {
  it("installs them once: a second seedIfEmpty adds nothing", async () => {
    await database.database.reset();
    await seedIfEmpty(database.db, { images: false });
    await seedIfEmpty(database.db, { images: false });
    const [{ n }] = await database.db.select({ n: count() }).from(scripturePassages);
    expect(n).toBe(12);
    const rows = await database.db.select().from(scripturePassages);
    expect(rows.filter((r) => r.kind === "verse")).toHaveLength(6);
    expect(rows.filter((r) => r.kind === "hadith")).toHaveLength(6);
    expect(rows.every((r) => r.translation.length > 20 && r.reference !== "")).toBe(true);
  });
});

describe("/oustaz", () => {
  it("lists every oustaz in display order, with the page text", async () => {
    await database.db.insert(oustaz).values({
      name: "Ibrahima Fall",
      title: "Oustaz",
      bio: "Enseigne la langue arabe aux enfants.",
      position: -1,
    });
    const data = await oustazLoader(visitorGet("/oustaz"));
    expect(data.people.map((p) => p.name)).toEqual([
      "Ibrahima Fall",
      "Alioune Badara Thiam",
      "Moussa Kane",
    ]);
    expect(data.people[0]).toMatchObject({
      title: "Oustaz",
      bio: "Enseigne la langue arabe aux enfants.",
    });
    expect(data.page?.title).toBe("Oustaz & Imams");
    expect(data.seo.url).toBe("http://localhost/oustaz");
  });
});

describe("/contact", () => {
  const valid = {
    intent: "contact",
    name: "Fatou Ndiaye",
    email: "fatou@example.org",
    subject: "Bénévolat",
    message: "Bonjour, je voudrais aider lors du Gamou.",
  };

  const { post } = visitorForm(
    "http://localhost/contact",
    { action: contactAction },
    {
      ip: "10.0.0.7",
    },
  );

  it("shows the page text and the foundation's contact details", async () => {
    const data = await contactLoader(visitorGet("/contact"));
    expect(data.page?.content).toContain("Devenir bénévole");
    expect(data.contact.email).toContain("@");
    expect(data.contact.address).not.toBe("");
  });

  it("stores a valid message", async () => {
    const result = (await post(valid)) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(result.init.status).toBe(200);
    expect(result.data).toEqual({ status: "sent", receipt: expect.any(String) });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Fatou Ndiaye",
      subject: "Bénévolat",
      ip: "10.0.0.7",
    });
  });

  it("refuses an empty form with 400 and French messages, storing nothing", async () => {
    const body = refused(
      await post({ intent: "contact", name: "", email: "", subject: "", message: "" }),
    );
    expect(body.refused).toMatchObject({
      errors: {
        name: "Ce champ est obligatoire.",
        email: "Ce champ est obligatoire.",
        subject: "Ce champ est obligatoire.",
        message: "Ce champ est obligatoire.",
      },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    await post({ ...valid, website: "http://spam.example" });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });
});
