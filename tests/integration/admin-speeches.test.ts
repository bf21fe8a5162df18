/**
 * /admin/discours: what this screen does that the others do not — publishing and withdrawing,
 * the content made safe, the public /discours pages showing only what is published, its fields'
 * rules, the list filtered by status, type and title. Creating, changing, deleting, the cover,
 * the journal, the unknown speech and the trésorier's refusal are proven for every screen in
 * admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { auditLog, speeches } from "#db/schema";
import { MEDIA_URL_INVALID, SPEECH_NOT_FOUND } from "~/domain/speeches/schema";
import { SPEECHES_PAGE_SIZE } from "~/domain/speeches/speeches-admin.server";
import { action, loader } from "~/routes/admin/speeches/route";
import { loader as publicSpeechLoader } from "~/routes/public/speech";
import { loader as publicSpeechesLoader } from "~/routes/public/speeches";
import { speech as sampleSpeech } from "../helpers/admin-records";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";
import { refused, thrownBy, visitorGet } from "../helpers/routes";
import { pngFile } from "../helpers/fixtures";

const screen = setupAdminScreen(
  "/admin/discours",
  { action, loader },
  { toast: ["title", "description", "location"] },
);
const { database, post, toast, load } = screen;

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);

async function publicTitles() {
  const { speeches: list } = await publicSpeechesLoader(visitorGet("/discours"));
  return list.map((s) => s.title);
}
/** /discours/{id}'s status: 200, or the 404 its loader throws. */
async function publicStatus(id: number): Promise<number> {
  const error = await thrownBy(() =>
    publicSpeechLoader(visitorGet(`/discours/${id}`, { id: String(id) })),
  );
  return error ? ((error as { init?: { status?: number } }).init?.status ?? 500) : 200;
}

/** Two paragraphs, one with a character the page must escape. */
const speech = { ...sampleSpeech, content: "Premier paragraphe.\n\nSecond <paragraphe>." };

describe("/admin/discours", () => {
  it("adds a draft with an uploaded cover, publishes, edits, withdraws, deletes — journaled, public only when published", async () => {
    const { me, cookie } = await screen.signIn("editeur");
    const added = toast(
      await post(
        cookie,
        { intent: "create", ...speech, imageFile: await pngFile("couverture.png"), imageUrl: "" },
        "?statut=brouillon&mode=ajout",
      ),
    );
    expect(added).toMatchObject({
      title: "Discours ajouté",
      location: "/admin/discours?statut=brouillon",
    });
    const [row] = await database.db.select().from(speeches);
    expect(row).toMatchObject({
      ...speech,
      content: "<p>Premier paragraphe.</p>\n<p>Second &lt;paragraphe&gt;.</p>",
      published: false,
    });
    // A draft stays off the public pages.
    expect(await publicTitles()).toEqual([]);
    expect(await publicStatus(row.id)).toBe(404);

    expect(toast(await post(cookie, { intent: "publish", id: String(row.id) }))).toEqual({
      title: "Discours publié",
      description: "« La patience dans l'épreuve » est maintenant visible sur le site.",
      location: "/admin/discours",
    });
    expect(await publicTitles()).toEqual([speech.title]);
    expect(await publicStatus(row.id)).toBe(200);
    const { speeches: khutbas } = await publicSpeechesLoader(visitorGet("/discours?type=khutba"));
    expect(khutbas.map((s) => s.image)).toEqual([row.image]);

    const edited = await screen.edit(cookie, row.id, "?type=audio", {
      ...speech,
      title: "La patience",
      content: '<h2>Plan</h2><script>alert(1)</script><p onclick="x()">Texte</p>',
      mediaUrl: "",
      published: "on",
      imageFile: new File([], ""),
      imageUrl: "",
    });
    expect(edited).toMatchObject({
      title: "Discours mis à jour",
      location: "/admin/discours?type=audio",
    });
    const [saved] = await database.db.select().from(speeches);
    expect(saved).toMatchObject({
      title: "La patience",
      content: "<h2>Plan</h2><p>Texte</p>",
      mediaUrl: null,
      image: row.image,
      published: true,
    });
    const detail = await publicSpeechLoader(
      visitorGet(`/discours/${row.id}`, { id: String(row.id) }),
    );
    expect(detail.speech.content).toBe("<h2>Plan</h2><p>Texte</p>");

    expect(toast(await post(cookie, { intent: "unpublish", id: String(row.id) }))).toMatchObject({
      title: "Discours retiré",
      description: "« La patience » a été retiré du site.",
    });
    expect(await publicTitles()).toEqual([]);
    expect(await publicStatus(row.id)).toBe(404);

    expect(toast(await post(cookie, { intent: "delete", id: String(row.id) })).title).toBe(
      "Discours supprimé",
    );
    expect(await database.db.select().from(speeches)).toHaveLength(0);
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "speech", String(row.id), me.id],
      ["publish", "speech", String(row.id), me.id],
      ["update", "speech", String(row.id), me.id],
      ["unpublish", "speech", String(row.id), me.id],
      ["delete", "speech", String(row.id), me.id],
    ]);
  });

  it("publishes at once when the box is ticked", async () => {
    const { cookie } = await screen.signIn("editeur");
    toast(await post(cookie, { intent: "create", ...speech, published: "on" }));
    const [row] = await database.db.select().from(speeches);
    expect(row.published).toBe(true);
    expect(await publicTitles()).toEqual([speech.title]);
  });

  it("refuses bad values with French messages, changing nothing", async () => {
    const { cookie } = await screen.signIn("editeur");
    const base = { intent: "create", ...speech };
    const cases: FieldRefusalCase[] = [
      [{ ...base, mediaUrl: "javascript:alert(1)" }, "mediaUrl", MEDIA_URL_INVALID],
      [{ ...base, mediaUrl: "discours.mp3" }, "mediaUrl", MEDIA_URL_INVALID],
      [{ ...base, title: "  " }, "title", "Ce champ est obligatoire."],
      [{ ...base, speaker: "" }, "speaker", "Ce champ est obligatoire."],
      [{ ...base, type: "podcast" }, "type", "Choisissez un type de la liste."],
      [{ ...base, kind: "sermon" }, "kind", "Choisissez un genre de la liste."],
      [{ ...base, category: "Cuisine" }, "category", "Choisissez une catégorie de la liste."],
      [{ ...base, date: "2024-02-31" }, "date", "Date invalide (format AAAA-MM-JJ)."],
      [
        { ...base, durationText: "x".repeat(51) },
        "durationText",
        "Ce champ ne doit pas dépasser 50 caractères.",
      ],
    ];
    await screen.expectRefusals(cookie, cases, ["speaker"]);
    expect(await database.db.select().from(speeches)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("answers a French error for publishing or withdrawing an unknown speech, never a 500", async () => {
    const { cookie } = await screen.signIn("editeur");
    for (const fields of [
      { intent: "publish", id: "4242" },
      { intent: "unpublish", id: "abc" },
    ]) {
      const body = refused(await post(cookie, fields), 404) as {
        refused: { errors: { form: string } };
      };
      expect(body.refused.errors.form, fields.intent).toBe(SPEECH_NOT_FOUND);
    }
    expect(await audits()).toHaveLength(0);
  });

  it("filters by status, type and title, pages on the server", async () => {
    const { cookie } = await screen.signIn("editeur");
    const rows = Array.from({ length: SPEECHES_PAGE_SIZE + 2 }, (_, i) => ({
      title: i === 0 ? "Le jeûne du mois de Ramadan" : `Discours ${String(i).padStart(2, "0")}`,
      speaker: "Oustaz",
      date: `2025-01-${String(i + 1).padStart(2, "0")}`,
      type: i % 2 ? "video" : "audio",
      category: "Autre",
      published: i < 3,
    }));
    await database.db.insert(speeches).values(rows);

    const { first, last } = await screen.expectPages<{ title: string }>(
      cookie,
      "list",
      SPEECHES_PAGE_SIZE,
    );
    // Newest first.
    expect(first[0].title).toBe(`Discours ${SPEECHES_PAGE_SIZE + 1}`);
    expect(last.map((r) => r.title)).toEqual(["Discours 01", "Le jeûne du mois de Ramadan"]);

    let data = await load(cookie, "?statut=publie");
    expect(data.list.total).toBe(3);
    data = await load(cookie, "?statut=brouillon&type=video");
    expect(data.list.total).toBe(10);
    expect(data.list.rows.every((r) => !r.published && r.type === "video")).toBe(true);
    data = await load(cookie, `?q=${encodeURIComponent("JEÛNE")}`);
    expect(data.list.rows.map((r) => r.title)).toEqual(["Le jeûne du mois de Ramadan"]);
    data = await load(cookie, "?q=%25");
    expect(data.list.total).toBe(0);
    data = await load(cookie, "?statut=bidon&type=bidon");
    expect(data).toMatchObject({ status: null, type: null });
    expect(data.list.total).toBe(SPEECHES_PAGE_SIZE + 2);

    data = await load(cookie, "?mode=ajout");
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
