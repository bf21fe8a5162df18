/**
 * /admin/bureau: board members created, changed and deleted through the route's action as the
 * browser posts them (multipart, for the photo), each change journaled and visible to the public
 * /bureau page's query, every refusal changing nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, boardMembers, media } from "#db/schema";
import { IMAGE_URL_INVALID } from "~/lib/forms/image-fields";
import { BOARD_PAGE_SIZE } from "~/domain/board/board-admin.server";
import { listBoardMembers } from "~/domain/board/board.server";
import { responsibilitiesOf } from "~/domain/board/responsibilities";
import { BOARD_MEMBER_NOT_FOUND, boardPositions, OTHER_POSITION } from "~/domain/board/schema";
import { todayInSaguenay } from "~/lib/format";
import { action, loader } from "~/routes/admin/board/route";
import {
  IMAGE_INVALID_TYPE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/server/images.server";
import { setupTestDatabase } from "../helpers/db";
import { callLoader, refused, routeAt } from "../helpers/routes";
import { pngFile, setupTempDataDir, signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/bureau";
setupTempDataDir();

const { post, toast } = routeAt(
  BASE,
  { action },
  { multipart: true, toast: ["title", "location"] },
);

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);

const valid = {
  intent: "create",
  name: "Fatou Diallo",
  role: "Vice-président",
  otherRole: "",
  bio: "Enseignante à Jonquière.",
  email: "fatou@example.org",
  phone: "418 555-0199",
  nominationDate: "2025-09-14",
  position: "0",
};

describe("/admin/bureau", () => {
  it("adds, edits and deletes a member, journaled and shown on /bureau", async () => {
    const { me, cookie } = await signIn(database.db, "editeur");
    await database.db.insert(boardMembers).values({
      name: "Mamadou Lamine Diop",
      role: "Président",
      nominationDate: "2023-06-17",
      position: 1,
    });
    const added = toast(
      await post(cookie, { ...valid, imageFile: await pngFile() }, "?mode=ajout"),
    );
    expect(added).toEqual({ title: "Membre ajouté", location: "/admin/bureau" });
    const [member] = await database.db
      .select()
      .from(boardMembers)
      .where(eq(boardMembers.name, "Fatou Diallo"));
    expect(member).toMatchObject({
      role: "Vice-président",
      bio: "Enseignante à Jonquière.",
      email: "fatou@example.org",
      phone: "418 555-0199",
      nominationDate: "2025-09-14",
      position: 0,
    });
    expect(member.image).toMatch(/^\/media\/images\/[a-z0-9]+$/);
    expect((await listBoardMembers(database.db)).map((m) => m.name)).toEqual([
      "Fatou Diallo",
      "Mamadou Lamine Diop",
    ]);

    // "Autre" stores the typed title; no file and no address keep the photo.
    const edited = toast(
      await post(cookie, {
        ...valid,
        intent: "update",
        id: String(member.id),
        role: "Autre",
        otherRole: "Conseillère spirituelle",
        email: "",
        phone: "",
        position: "5",
        imageFile: new File([], ""),
        imageUrl: "",
      }),
    );
    expect(edited.title).toBe("Membre mis à jour");
    const publicList = await listBoardMembers(database.db);
    expect(publicList.map((m) => m.name)).toEqual(["Mamadou Lamine Diop", "Fatou Diallo"]);
    expect(publicList[1]).toMatchObject({
      role: "Conseillère spirituelle",
      email: null,
      phone: null,
      image: member.image,
    });

    // The edit form shows the free title under "Autre".
    const data = await callLoader(loader, `${BASE}?modifier=${member.id}`, cookie);
    expect(data.mode).toEqual({ kind: "edit", id: member.id });
    expect(data.edited?.role).toBe("Conseillère spirituelle");

    expect(toast(await post(cookie, { intent: "delete", id: String(member.id) })).title).toBe(
      "Membre supprimé",
    );
    expect((await listBoardMembers(database.db)).map((m) => m.name)).toEqual([
      "Mamadou Lamine Diop",
    ]);
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "board_member", String(member.id), me.id],
      ["update", "board_member", String(member.id), me.id],
      ["delete", "board_member", String(member.id), me.id],
    ]);
  });

  it("gives a new member without a picture the placeholder", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    toast(await post(cookie, valid));
    const [member] = await database.db.select().from(boardMembers);
    expect(member.image).toBe("/placeholder.svg");
  });

  it("refuses bad fields and images with French messages, keeping what was typed", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const oversize = new Uint8Array(MAX_IMAGE_BYTES + 1);
    oversize.set(new Uint8Array(await (await pngFile()).arrayBuffer()));
    const cases: [Record<string, string | File>, string, string][] = [
      [
        { ...valid, imageFile: new File([oversize], "grande.png", { type: "image/png" }) },
        "imageFile",
        IMAGE_TOO_LARGE_MESSAGE,
      ],
      [
        { ...valid, imageFile: new File(["pas une image"], "texte.png", { type: "image/png" }) },
        "imageFile",
        IMAGE_INVALID_TYPE_MESSAGE,
      ],
      [{ ...valid, imageUrl: "javascript:alert(1)" }, "imageUrl", IMAGE_URL_INVALID],
      [{ ...valid, name: "  " }, "name", "Ce champ est obligatoire."],
      [{ ...valid, role: "Roi" }, "role", "Choisissez un poste de la liste."],
      [{ ...valid, role: "Autre", otherRole: "" }, "otherRole", "Précisez le poste."],
      [{ ...valid, email: "pas-un-courriel" }, "email", "Adresse courriel invalide."],
      [{ ...valid, phone: "abc" }, "phone", "Numéro de téléphone invalide (ex. 418 555-0123)."],
      [
        { ...valid, nominationDate: "2025-02-31" },
        "nominationDate",
        "Date invalide (format AAAA-MM-JJ).",
      ],
      [
        { ...valid, position: "-1" },
        "position",
        "L'ordre d'affichage doit être un nombre entier positif ou nul.",
      ],
      [
        { ...valid, position: "1.5" },
        "position",
        "L'ordre d'affichage doit être un nombre entier positif ou nul.",
      ],
    ];
    for (const [fields, field, message] of cases) {
      const body = refused(await post(cookie, fields)) as {
        refused: { errors: Record<string, string>; values: Record<string, string> };
      };
      expect(body.refused.errors[field], field).toBe(message);
      expect(body.refused.values.name).toBe(fields.name);
      expect(body.refused.values.position).toBe(fields.position);
    }
    expect(await database.db.select().from(boardMembers)).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("answers a French error for an unknown member, never a 500", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    for (const fields of [
      { ...valid, intent: "update", id: "4242" },
      { intent: "delete", id: "4242" },
      { intent: "delete", id: "abc" },
    ]) {
      const body = refused(await post(cookie, fields), 404) as {
        refused: { errors: { form: string } };
      };
      expect(body.refused.errors.form).toBe(BOARD_MEMBER_NOT_FOUND);
    }
    const data = await callLoader(loader, `${BASE}?modifier=777&page=x`, cookie);
    expect(data.mode).toEqual({ kind: "view" });
    expect(data.notice).toMatch(/invalide|introuvable/);
    expect(await audits()).toHaveLength(0);
  });

  it("opens a member's details from the URL, with the responsibilities of the position", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const [president, other] = await database.db
      .insert(boardMembers)
      .values([
        { ...valid, name: "Mamadou Lamine Diop", role: "Président", position: 0 },
        { ...valid, name: "Awa Ndiaye", role: "Conseillère culturelle", position: 1 },
      ])
      .returning({ id: boardMembers.id });
    let data = await callLoader(loader, `${BASE}?details=${president.id}&page=1`, cookie);
    expect(data.details).toMatchObject({
      name: "Mamadou Lamine Diop",
      role: "Président",
      bio: valid.bio,
      email: valid.email,
      phone: valid.phone,
      nominationDate: "2025-09-14",
    });
    expect(data.notice).toBeNull();
    expect(responsibilitiesOf(data.details!.role).length).toBeGreaterThanOrEqual(3);
    for (const role of boardPositions.slice(0, 5)) {
      const list = responsibilitiesOf(role);
      expect(list.length, role).toBeGreaterThanOrEqual(3);
      expect(list.length, role).toBeLessThanOrEqual(5);
    }
    data = await callLoader(loader, `${BASE}?details=${other.id}`, cookie);
    expect(data.details?.name).toBe("Awa Ndiaye");
    // A position of its own ('Autre') has no list: the panel says nothing rather than "none".
    expect(responsibilitiesOf("Conseillère culturelle")).toEqual([]);
    expect(responsibilitiesOf(OTHER_POSITION)).toEqual([]);

    for (const bad of ["4242", "abc"]) {
      data = await callLoader(loader, `${BASE}?details=${bad}`, cookie);
      expect(data.details, bad).toBeNull();
      expect(data.notice, bad).toBe(BOARD_MEMBER_NOT_FOUND);
    }
    data = await callLoader(loader, BASE, cookie);
    expect(data).toMatchObject({ details: null, notice: null });
  });

  it("lists the board by display order, one page at a time, with today as the default date", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    await database.db.insert(boardMembers).values(
      Array.from({ length: BOARD_PAGE_SIZE + 2 }, (_, i) => ({
        name: `Membre ${String(i).padStart(2, "0")}`,
        role: "Autre poste",
        nominationDate: "2024-01-01",
        position: BOARD_PAGE_SIZE + 2 - i,
      })),
    );
    let data = await callLoader(loader, `${BASE}?mode=ajout`, cookie);
    expect(data.list).toMatchObject({ page: 1, pageCount: 2, total: BOARD_PAGE_SIZE + 2 });
    expect(data.list.rows).toHaveLength(BOARD_PAGE_SIZE);
    expect(data.list.rows[0].name).toBe(`Membre ${String(BOARD_PAGE_SIZE + 1)}`);
    expect(data.today).toBe(todayInSaguenay());
    data = await callLoader(loader, `${BASE}?page=2`, cookie);
    expect(data.list.rows.map((r) => r.name)).toEqual(["Membre 01", "Membre 00"]);
  });

  it("shows the empty list", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const data = await callLoader(loader, BASE, cookie);
    expect(data.list.rows).toEqual([]);
  });

  it("turns away a role without access to the board", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    await expect(post(cookie, valid)).rejects.toBeInstanceOf(Response);
    expect(await database.db.select().from(boardMembers)).toHaveLength(0);
  });
});
