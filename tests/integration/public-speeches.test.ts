/** The public speeches: /discours (tabs by kind) and /discours/{id} (spec public-site.md §2.13). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { speeches } from "#db/schema";
import { loader as speechLoader } from "~/routes/public/speech";
import { loader as speechesLoader } from "~/routes/public/speeches";
import { setupSeededDatabase } from "../helpers/fixtures";
import { visitorGet } from "../helpers/routes";

const database = setupSeededDatabase();

async function titles(path: string) {
  const { speeches: list } = await speechesLoader(visitorGet(path));
  return list.map((s) => s.title);
}

/** What a loader threw: the 404 of `notFound()` is `data(null, { status: 404 })`. */
async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe("/discours", () => {
  it("lists published speeches only, newest first", async () => {
    expect(await titles("/discours")).toEqual([
      "La miséricorde dans la vie du croyant",
      "La famille, premier lieu de la transmission",
      "La Tidjaniya : histoire et enseignements",
      "Foi et intégration : être musulman au Québec",
    ]);
    const { speeches: list, seo } = await speechesLoader(visitorGet("/discours"));
    expect(list[0]).toMatchObject({ speaker: "Imam Moussa Kane", durationText: "25 min" });
    expect(list[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(seo.url).toBe("http://localhost/discours");
  });

  it("filters by kind on the server (Khutbas, Conférences)", async () => {
    expect(await titles("/discours?type=khutba")).toEqual([
      "La miséricorde dans la vie du croyant",
      "La famille, premier lieu de la transmission",
    ]);
    expect(await titles("/discours?type=conference")).toEqual([
      "La Tidjaniya : histoire et enseignements",
      "Foi et intégration : être musulman au Québec",
    ]);
  });

  it("treats an unknown type as « Tous »", async () => {
    const all = await titles("/discours");
    const { kind, speeches: list } = await speechesLoader(visitorGet("/discours?type=video"));
    expect(kind).toBeNull();
    expect(list.map((s) => s.title)).toEqual(all);
  });

  it("shows a speech once it is published", async () => {
    await database.db.update(speeches).set({ published: true });
    expect(await titles("/discours?type=conference")).toContain("Les règles essentielles du jeûne");
  });
});

describe("/discours/{id}", () => {
  async function idOf(title: string) {
    const [row] = await database.db
      .select({ id: speeches.id })
      .from(speeches)
      .where(eq(speeches.title, title));
    return String(row.id);
  }

  it("shows a published speech with its content and no player when it has no media", async () => {
    const id = await idOf("La Tidjaniya : histoire et enseignements");
    const { speech, media, seo } = await speechLoader(visitorGet(`/discours/${id}`, { id }));
    expect(speech).toMatchObject({
      title: "La Tidjaniya : histoire et enseignements",
      speaker: "Oustaz Alioune Badara Thiam",
      category: "Spiritualité",
      kind: "conference",
      type: "video",
      durationText: "1 h 15",
    });
    expect(speech.content).toContain("<h2>Au programme</h2>");
    expect(media).toBeNull();
    expect(seo.title).toMatch(/^La Tidjaniya : histoire et enseignements \| /);
  });

  it("offers a native player for a file and a link for another site", async () => {
    const id = await idOf("La famille, premier lieu de la transmission");
    await database.db
      .update(speeches)
      .set({ mediaUrl: "/media/audio/famille.mp3" })
      .where(eq(speeches.id, Number(id)));
    expect((await speechLoader(visitorGet(`/discours/${id}`, { id }))).media).toEqual({
      kind: "audio",
      url: "/media/audio/famille.mp3",
    });

    await database.db
      .update(speeches)
      .set({ mediaUrl: "https://www.youtube.com/watch?v=abc" })
      .where(eq(speeches.id, Number(id)));
    expect((await speechLoader(visitorGet(`/discours/${id}`, { id }))).media).toEqual({
      kind: "link",
      url: "https://www.youtube.com/watch?v=abc",
    });
  });

  it("answers 404 for an unpublished, unknown or malformed id", async () => {
    const draft = await idOf("Les règles essentielles du jeûne");
    for (const id of [draft, "999999", "abc", "0", "1.5", "99999999999"]) {
      expect(await thrownStatus(speechLoader(visitorGet(`/discours/${id}`, { id }))), id).toBe(404);
    }
  });

  it("answers 404 once a speech is unpublished", async () => {
    const id = await idOf("La miséricorde dans la vie du croyant");
    await speechLoader(visitorGet(`/discours/${id}`, { id }));
    await database.db
      .update(speeches)
      .set({ published: false })
      .where(eq(speeches.id, Number(id)));
    expect(await thrownStatus(speechLoader(visitorGet(`/discours/${id}`, { id })))).toBe(404);
  });
});
