/**
 * /admin/personnel: staff created, changed and deleted through the route's action as the browser
 * would post them (multipart, for the photo), each change journaled, every refusal changing
 * nothing; the list filtered by status and department, one page at a time; the public /personnel
 * page showing the changes (former staff hidden).
 */
import { describe, expect, it } from "vitest";
import { auditLog, media, staff } from "#db/schema";
import { IMAGE_URL_INVALID } from "~/lib/forms/image-fields";
import { BAD_PAGE } from "~/domain/admin/pagination";
import { STAFF_NOT_FOUND } from "~/domain/staff/schema";
import { STAFF_PAGE_SIZE } from "~/domain/staff/staff-admin.server";
import { listPublicStaff } from "~/domain/staff/staff.server";
import { action, loader } from "~/routes/admin/staff";
import {
  IMAGE_INVALID_TYPE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/server/images.server";
import { setupTestDatabase } from "../helpers/db";
import { callLoader, refused, routeAt } from "../helpers/routes";
import { pngFile, setupTempDataDir, signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/personnel";
setupTempDataDir();

const { post, toast } = routeAt(
  BASE,
  { action },
  { multipart: true, toast: ["title", "location"] },
);

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);

const person = {
  name: "Fatou Diop",
  role: "Coordonnatrice",
  department: "education",
  email: "fatou@exemple.org",
  phone: "418 555-0199",
  location: "Chicoutimi",
  bio: "Responsable des cours.",
  hireDate: "2021-09-07",
  status: "actif",
};

describe("/admin/personnel", () => {
  it("adds with an uploaded photo, edits, sets to Terminé (hidden publicly), deletes — journaled", async () => {
    const { me, cookie } = await signIn(database.db, "administrateur");
    const added = toast(
      await post(
        cookie,
        { intent: "create", ...person, imageFile: await pngFile(), imageUrl: "" },
        "?mode=ajout",
      ),
    );
    expect(added).toEqual({ title: "Employé ajouté", location: "/admin/personnel" });
    const [row] = await database.db.select().from(staff);
    expect(row).toMatchObject({ ...person });
    expect(row.image).toMatch(/^\/media\/images\/[a-z0-9]+$/);
    expect(await database.db.select().from(media)).toHaveLength(1);
    expect((await listPublicStaff(database.db, { department: null })).map((p) => p.name)).toEqual([
      "Fatou Diop",
    ]);

    const edited = toast(
      await post(
        cookie,
        {
          intent: "update",
          id: String(row.id),
          ...person,
          role: "Directrice",
          status: "conge",
          email: "",
          imageFile: new File([], ""),
          imageUrl: "",
        },
        `?statut=actif&modifier=${row.id}`,
      ),
    );
    expect(edited).toEqual({
      title: "Employé mis à jour",
      location: "/admin/personnel?statut=actif",
    });
    let [saved] = await database.db.select().from(staff);
    expect(saved).toMatchObject({
      role: "Directrice",
      status: "conge",
      email: null,
      image: row.image,
    });
    expect((await listPublicStaff(database.db, { department: "education" }))[0]?.role).toBe(
      "Directrice",
    );

    toast(
      await post(cookie, { intent: "update", id: String(row.id), ...person, status: "termine" }),
    );
    [saved] = await database.db.select().from(staff);
    expect(saved.status).toBe("termine");
    expect(await listPublicStaff(database.db, { department: null })).toEqual([]);

    expect(toast(await post(cookie, { intent: "delete", id: String(row.id) })).title).toBe(
      "Employé supprimé",
    );
    expect(await database.db.select().from(staff)).toHaveLength(0);
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "staff", String(row.id), me.id],
      ["update", "staff", String(row.id), me.id],
      ["update", "staff", String(row.id), me.id],
      ["delete", "staff", String(row.id), me.id],
    ]);
  });

  it("gives a new person without a picture the placeholder", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    toast(await post(cookie, { intent: "create", ...person }));
    const [row] = await database.db.select().from(staff);
    expect(row.image).toBe("/placeholder.svg");
  });

  it("refuses bad values, an oversize file and a text file renamed .png, changing nothing", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const base = { intent: "create", ...person };
    const oversize = new Uint8Array(MAX_IMAGE_BYTES + 1);
    oversize.set(new Uint8Array(await (await pngFile()).arrayBuffer()));
    const cases: [Record<string, string | File>, string, string][] = [
      [
        { ...base, imageFile: new File([oversize], "grande.png", { type: "image/png" }) },
        "imageFile",
        IMAGE_TOO_LARGE_MESSAGE,
      ],
      [
        { ...base, imageFile: new File(["pas une image"], "texte.png", { type: "image/png" }) },
        "imageFile",
        IMAGE_INVALID_TYPE_MESSAGE,
      ],
      [{ ...base, imageUrl: "javascript:alert(1)" }, "imageUrl", IMAGE_URL_INVALID],
      [{ ...base, name: "  " }, "name", "Ce champ est obligatoire."],
      [{ ...base, department: "cuisine" }, "department", "Choisissez un service de la liste."],
      [{ ...base, status: "retraite" }, "status", "Choisissez un statut de la liste."],
      [{ ...base, email: "pas-un-courriel" }, "email", "Adresse courriel invalide."],
      [{ ...base, hireDate: "2024-02-31" }, "hireDate", "Date invalide (format AAAA-MM-JJ)."],
    ];
    for (const [fields, field, message] of cases) {
      const body = refused(await post(cookie, fields)) as {
        refused: { errors: Record<string, string>; values: Record<string, string> };
      };
      expect(body.refused.errors[field], field).toBe(message);
      expect(body.refused.values.role).toBe(person.role);
    }
    expect(await database.db.select().from(staff)).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("answers a French error for an unknown person, never a 500", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    for (const fields of [
      { intent: "update", id: "4242", ...person },
      { intent: "delete", id: "4242" },
      { intent: "delete", id: "abc" },
    ]) {
      const body = refused(await post(cookie, fields), 404) as {
        refused: { errors: { form: string } };
      };
      expect(body.refused.errors.form).toBe(STAFF_NOT_FOUND);
    }
    const data = await callLoader(loader, `${BASE}?modifier=4242`, cookie);
    expect(data.mode).toEqual({ kind: "view" });
    expect(data.notice).toBe(STAFF_NOT_FOUND);
    expect(await audits()).toHaveLength(0);
  });

  it("filters by status and department, pages on the server, opens the edit form", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const rows = Array.from({ length: STAFF_PAGE_SIZE + 2 }, (_, i) => ({
      name: `Personne ${String(i).padStart(2, "0")}`,
      role: "Animateur",
      department: i % 2 ? "education" : "technique",
      hireDate: "2020-01-15",
      status: i === 0 ? "termine" : i === 1 ? "conge" : "actif",
    }));
    const inserted = await database.db.insert(staff).values(rows).returning({ id: staff.id });

    let data = await callLoader(loader, BASE, cookie);
    expect(data.list).toMatchObject({ page: 1, pageCount: 2, total: STAFF_PAGE_SIZE + 2 });
    expect(data.list.rows).toHaveLength(STAFF_PAGE_SIZE);
    data = await callLoader(loader, `${BASE}?page=9`, cookie);
    expect(data.list.page).toBe(2);
    expect(data.list.rows).toHaveLength(2);
    data = await callLoader(loader, `${BASE}?page=abc`, cookie);
    expect(data.notice).toBe(BAD_PAGE);

    data = await callLoader(loader, `${BASE}?statut=termine`, cookie);
    expect(data.list.rows.map((r) => r.name)).toEqual(["Personne 00"]);
    data = await callLoader(loader, `${BASE}?statut=conge&departement=education`, cookie);
    expect(data.list.rows.map((r) => r.name)).toEqual(["Personne 01"]);
    data = await callLoader(loader, `${BASE}?departement=technique`, cookie);
    expect(data.list.total).toBe(11);
    data = await callLoader(loader, `${BASE}?statut=bidon&departement=bidon`, cookie);
    expect(data).toMatchObject({ status: null, department: null });
    expect(data.list.total).toBe(STAFF_PAGE_SIZE + 2);

    data = await callLoader(loader, `${BASE}?mode=ajout`, cookie);
    expect(data.mode).toEqual({ kind: "add" });
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    data = await callLoader(loader, `${BASE}?modifier=${inserted[3].id}`, cookie);
    expect(data.mode).toEqual({ kind: "edit", id: inserted[3].id });
    expect(data.edited?.name).toBe("Personne 03");
  });
});
