/**
 * /admin/galerie: images added, changed and deleted through the route's action as the browser
 * posts them (multipart), each change journaled, every refusal changing nothing; the multi-file
 * import without JavaScript (all files in one request, refused ones listed, the others imported)
 * and with it (one file per request to /admin/galerie/upload, JSON answers); the grid filtered by
 * category, one page at a time; the public /galerie page showing the changes.
 */
import { describe, expect, it } from "vitest";
import { auditLog, galleryImages, media } from "#db/schema";
import { ADMIN_GALLERY_PAGE_SIZE } from "~/domain/gallery/gallery-admin.server";
import {
  GALLERY_IMAGE_REQUIRED,
  IMPORT_NO_FILE,
  IMPORT_TOO_LARGE,
  titleFromFileName,
} from "~/domain/gallery/schema";
import { action, loader } from "~/routes/admin/gallery/route";
import { action as uploadAction, loader as uploadLoader } from "~/routes/admin/gallery-upload";
import { loader as publicLoader } from "~/routes/public/gallery";
import {
  IMAGE_INVALID_TYPE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/server/images.server";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";
import {
  callAction,
  callLoader,
  formRequest,
  refused,
  visitorGet,
  type FormFields,
} from "../helpers/routes";
import { pngFile } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const screen = setupAdminScreen(
  "/admin/galerie",
  { action, loader },
  { toast: ["title", "description", "location"] },
);
const { database, post, toast, load, url: BASE } = screen;

async function upload(cookie: string, fields: FormFields) {
  const response = (await callAction(uploadAction, `${BASE}/upload`, cookie, fields, {
    multipart: true,
  })) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A 24 × 16 PNG. */
const png = (name = "photo.png", color = "#1b4d3e") =>
  pngFile(name, { width: 24, height: 16, color });

async function oversize(name = "grande.png"): Promise<File> {
  const bytes = new Uint8Array(MAX_IMAGE_BYTES + 1);
  bytes.set(new Uint8Array(await (await png()).arrayBuffer()));
  return new File([bytes], name, { type: "image/png" });
}

const textAsPng = (name = "notes.png") =>
  new File(["ceci n'est pas une image"], name, { type: "image/png" });

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const rows = () => database.db.select().from(galleryImages).orderBy(galleryImages.id);
const publicPhotos = async (query = "") =>
  (await publicLoader(visitorGet(`/galerie${query}`))).gallery.photos;
const publicTitles = async (query = "") => (await publicPhotos(query)).map((p) => p.title);
const publicAlts = async (query = "") => (await publicPhotos(query)).map((p) => p.alt);

const picture = {
  title: "Iftar communautaire",
  description: "Le repas partagé du ramadan.",
  category: "communaute",
  takenOn: "2024-03-20",
};

describe("/admin/galerie", () => {
  it("adds with an uploaded file, edits, deletes — seen on /galerie", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const added = toast(
      await post(
        cookie,
        { intent: "create", ...picture, imageFile: await png(), imageUrl: "" },
        "?categorie=communaute&mode=ajout",
      ),
    );
    expect(added).toMatchObject({
      title: "Ajout réussi",
      location: "/admin/galerie?categorie=communaute",
    });
    const [row] = await rows();
    expect(row).toMatchObject(picture);
    expect(row.image).toMatch(/^\/media\/images\/[a-z0-9]+$/);
    expect(await database.db.select().from(media)).toHaveLength(1);
    expect(await publicTitles("?q=Iftar")).toEqual(["Iftar communautaire"]);

    const edited = await screen.edit(cookie, row.id, "", {
      ...picture,
      title: "Iftar 2024",
      category: "evenements",
      imageFile: new File([], ""),
      imageUrl: "",
    });
    expect(edited).toMatchObject({ title: "Modification réussie", location: "/admin/galerie" });
    const [saved] = await rows();
    expect(saved).toMatchObject({ title: "Iftar 2024", category: "evenements", image: row.image });
    expect(await publicTitles("?categorie=evenements")).toEqual(["Iftar 2024"]);

    expect(toast(await post(cookie, { intent: "delete", id: String(row.id) })).title).toBe(
      "Suppression réussie",
    );
    expect(await rows()).toHaveLength(0);
    expect(await publicTitles()).toEqual([]);
  });

  // A file too large or not an image, a javascript: address: admin-crud-contract.test.ts.
  it("refuses a new image without picture and bad values, changing nothing", async () => {
    const { cookie } = await screen.signIn("editeur");
    const base = { intent: "create", ...picture };
    const cases: FieldRefusalCase[] = [
      [base, "imageFile", GALLERY_IMAGE_REQUIRED],
      [
        { ...base, imageUrl: "https://exemple.org/a.jpg", title: " " },
        "title",
        "Ce champ est obligatoire.",
      ],
      [
        { ...base, imageFile: await png(), category: "cuisine" },
        "category",
        "Choisissez une catégorie de la liste.",
      ],
      [
        { ...base, imageFile: await png(), takenOn: "2024-02-31" },
        "takenOn",
        "Date invalide (format AAAA-MM-JJ).",
      ],
    ];
    await screen.expectRefusals(cookie, cases, ["description"]);
    // Without a picture, the other fields' messages come too.
    const both = refused(await post(cookie, { ...base, title: "" })) as {
      refused: { errors: Record<string, string> };
    };
    expect(both.refused.errors).toMatchObject({
      title: "Ce champ est obligatoire.",
      imageFile: GALLERY_IMAGE_REQUIRED,
    });
    expect(await rows()).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("imports several files without JavaScript: refused files listed, the others imported", async () => {
    const { me, cookie } = await screen.signIn("administrateur");
    const result = (await post(
      cookie,
      {
        intent: "import",
        category: "visites",
        takenOn: "",
        files: [
          await png("Visite du musée.png"),
          textAsPng("notes.png"),
          await oversize("énorme.png"),
        ],
      },
      "?mode=import",
    )) as { type: string; data: { imported: unknown[] }; init: { status: number } };
    expect(result.init.status).toBe(200);
    expect(result.data.imported).toEqual([
      { ok: true, name: "Visite du musée.png", id: expect.any(Number), title: "Visite du musée" },
      { ok: false, name: "notes.png", error: IMAGE_INVALID_TYPE_MESSAGE },
      { ok: false, name: "énorme.png", error: IMAGE_TOO_LARGE_MESSAGE },
    ]);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      title: "Visite du musée",
      category: "visites",
      description: "",
      takenOn: (await load(cookie)).today,
    });
    // Nothing kept of the refused files.
    expect(await database.db.select().from(media)).toHaveLength(1);
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["import", "gallery_image", String(stored[0].id), me.id],
    ]);
    expect(await publicTitles()).toEqual(["Visite du musée"]);
    expect(await publicAlts()).toEqual(["Visite du musée"]);

    // Renamed later: the public text alternative follows the new title.
    toast(
      await post(cookie, {
        intent: "update",
        id: String(stored[0].id),
        title: "Visite du Musée du Fjord",
        category: "visites",
        takenOn: stored[0].takenOn,
      }),
    );
    expect(await publicAlts()).toEqual(["Visite du Musée du Fjord"]);

    // Every file imported: back to the grid with the spec's toast.
    const done = toast(
      await post(
        cookie,
        {
          intent: "import",
          category: "education",
          takenOn: "2023-05-02",
          files: [await png("cours-1.png"), await png("cours-2.jpeg.png", "#c9a227")],
        },
        "?categorie=education&mode=import",
      ),
    );
    expect(done).toEqual({
      title: "Les images ont été téléchargées avec succès",
      description: "2 sur 2 importées",
      location: "/admin/galerie?categorie=education",
    });
    expect(await publicTitles("?categorie=education")).toEqual(["cours-2.jpeg", "cours-1"]);
    expect(await audits()).toHaveLength(4);
  });

  it("refuses an import with no file, a bad category, every file refused, or over 50 Mo", async () => {
    const { cookie } = await screen.signIn("administrateur");
    let body = refused(await post(cookie, { intent: "import", category: "visites" })) as {
      refused: { errors: Record<string, string> };
    };
    expect(body.refused.errors.files).toBe(IMPORT_NO_FILE);
    body = refused(
      await post(cookie, { intent: "import", category: "cuisine", files: [await png()] }),
    ) as typeof body;
    expect(body.refused.errors.category).toBe("Choisissez une catégorie de la liste.");
    const none = refused(
      await post(cookie, { intent: "import", category: "visites", files: [textAsPng()] }),
    ) as { imported: { ok: boolean }[] };
    expect(none.imported).toEqual([
      { ok: false, name: "notes.png", error: IMAGE_INVALID_TYPE_MESSAGE },
    ]);

    // Eleven files at the 5 MB maximum: refused as a whole before any is decoded.
    const big = new Uint8Array(MAX_IMAGE_BYTES);
    const files = Array.from({ length: 11 }, (_, i) => new File([big], `photo-${i}.jpg`));
    body = refused(
      await post(cookie, { intent: "import", category: "visites", files }),
      413,
    ) as typeof body;
    expect(body.refused.errors.files).toBe(IMPORT_TOO_LARGE);
    expect(await rows()).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("imports one file per request with JavaScript (/admin/galerie/upload), JSON answers", async () => {
    const { me, cookie } = await screen.signIn("editeur");
    const ok = await upload(cookie, {
      category: "conferences",
      takenOn: "2024-11-02",
      file: await png("Conférence d'automne.webp.png"),
    });
    expect(ok).toEqual({
      status: 201,
      body: { ok: true, id: expect.any(Number), title: "Conférence d'automne.webp" },
    });
    expect(await upload(cookie, { category: "conferences", file: textAsPng() })).toEqual({
      status: 400,
      body: { ok: false, error: IMAGE_INVALID_TYPE_MESSAGE },
    });
    expect(await upload(cookie, { category: "conferences", file: await oversize() })).toEqual({
      status: 400,
      body: { ok: false, error: IMAGE_TOO_LARGE_MESSAGE },
    });
    // Far past the limit: refused without reading the whole body.
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES * 2)], "immense.png");
    expect((await upload(cookie, { category: "conferences", file: huge })).body).toEqual({
      ok: false,
      error: IMAGE_TOO_LARGE_MESSAGE,
    });
    expect((await upload(cookie, { category: "cuisine", file: await png() })).body).toEqual({
      ok: false,
      error: "Choisissez une catégorie de la liste.",
    });
    expect((await upload(cookie, { category: "conferences" })).body).toEqual({
      ok: false,
      error: IMPORT_NO_FILE,
    });
    const stored = await rows();
    expect(stored.map((r) => [r.title, r.category, r.takenOn])).toEqual([
      ["Conférence d'automne.webp", "conferences", "2024-11-02"],
    ]);
    expect(await database.db.select().from(media)).toHaveLength(1);
    expect((await audits()).map((a) => [a.action, a.entity, a.userId])).toEqual([
      ["import", "gallery_image", me.id],
    ]);
    expect(await publicTitles("?categorie=conferences")).toEqual(["Conférence d'automne.webp"]);

    // The dashboard's quick action (GET) opens the import mode.
    const opened = (await callLoader(uploadLoader, `${BASE}/upload`, cookie)) as Response;
    expect(opened.headers.get("location")).toBe("/admin/galerie?mode=import");
  });

  it("keeps the trésorier out of the import route", async () => {
    const { cookie } = await screen.signIn("tresorier");
    await expect(
      uploadAction({
        request: formRequest(
          `${BASE}/upload`,
          cookie,
          { category: "visites", file: await png() },
          { multipart: true },
        ),
        params: {},
        context: createLoadContext(),
      } as never),
    ).rejects.toMatchObject({ status: 403 });
    expect(await rows()).toHaveLength(0);
  });

  it("filters by category, pages on the server, opens the add and import forms from the URL", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const values = Array.from({ length: ADMIN_GALLERY_PAGE_SIZE + 2 }, (_, i) => ({
      title: `Photo ${String(i).padStart(2, "0")}`,
      category: i % 2 ? "evenements" : "visites",
      takenOn: `2024-01-${String((i % 28) + 1).padStart(2, "0")}`,
      image: "/placeholder.svg",
    }));
    await database.db.insert(galleryImages).values(values);

    const { first } = await screen.expectPages<{ takenOn: string }>(
      cookie,
      "list",
      ADMIN_GALLERY_PAGE_SIZE,
    );
    // Latest first.
    const days = first.map((r) => r.takenOn);
    expect(days).toEqual([...days].sort().reverse());

    let data = await load(cookie, "?categorie=visites");
    expect(data.category).toBe("visites");
    expect(data.list.total).toBe(13);
    expect(data.list.rows.every((r) => r.category === "visites")).toBe(true);
    data = await load(cookie, "?categorie=fondation");
    expect(data.list.total).toBe(0);
    data = await load(cookie, "?categorie=bidon");
    expect(data.category).toBeNull();
    expect(data.list.total).toBe(ADMIN_GALLERY_PAGE_SIZE + 2);

    data = await load(cookie, "?mode=ajout");
    expect(data).toMatchObject({ mode: { kind: "add" }, importing: false });
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    data = await load(cookie, "?mode=import");
    expect(data).toMatchObject({ mode: { kind: "view" }, importing: true });
  });

  it("titles an imported image after its file name", () => {
    expect(titleFromFileName("Mosquée été 2024.JPG")).toBe("Mosquée été 2024");
    expect(titleFromFileName("C:\\photos\\fête.final.webp")).toBe("fête.final");
    expect(titleFromFileName(".png")).toBe("Image");
    expect(titleFromFileName("sans-extension")).toBe("sans-extension");
  });
});
