/**
 * /admin/personnel: what this screen does that the others do not — the public /personnel page
 * showing the changes (former staff hidden), its fields' rules, the list filtered by status and
 * department. Creating, changing, deleting, the photo, the journal, the unknown person and the
 * trésorier's refusal are proven for every screen in admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { staff } from "#db/schema";
import { BAD_PAGE } from "~/domain/admin/pagination";
import { STAFF_PAGE_SIZE } from "~/domain/staff/staff-admin.server";
import { listPublicStaff } from "~/domain/staff/staff.server";
import { action, loader } from "~/routes/admin/staff";
import { setupTestDatabase } from "../helpers/db";
import { callLoader, refused, routeAt } from "../helpers/routes";
import { setupTempDataDir, signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/personnel";
setupTempDataDir();

const { post, toast } = routeAt(
  BASE,
  { action },
  { multipart: true, toast: ["title", "location"] },
);

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
  it("adds, edits (the list's filter kept), sets to Terminé (hidden publicly), deletes", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const added = toast(await post(cookie, { intent: "create", ...person }, "?mode=ajout"));
    expect(added).toEqual({ title: "Employé ajouté", location: "/admin/personnel" });
    const [row] = await database.db.select().from(staff);
    expect(row).toMatchObject({ ...person });
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
        },
        `?statut=actif&modifier=${row.id}`,
      ),
    );
    expect(edited).toEqual({
      title: "Employé mis à jour",
      location: "/admin/personnel?statut=actif",
    });
    let [saved] = await database.db.select().from(staff);
    expect(saved).toMatchObject({ role: "Directrice", status: "conge", email: null });
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
  });

  it("refuses bad values with the field's French message, changing nothing", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const base = { intent: "create", ...person };
    const cases: [Record<string, string>, string, string][] = [
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
  });

  it("filters by status and department, pages on the server", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const rows = Array.from({ length: STAFF_PAGE_SIZE + 2 }, (_, i) => ({
      name: `Personne ${String(i).padStart(2, "0")}`,
      role: "Animateur",
      department: i % 2 ? "education" : "technique",
      hireDate: "2020-01-15",
      status: i === 0 ? "termine" : i === 1 ? "conge" : "actif",
    }));
    await database.db.insert(staff).values(rows);

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

    // The add form proposes today as the hiring date.
    data = await callLoader(loader, `${BASE}?mode=ajout`, cookie);
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
