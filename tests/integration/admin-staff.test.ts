/**
 * /admin/personnel: what this screen does that the others do not — the public /personnel page
 * showing the changes (former staff hidden), its fields' rules, the list filtered by status and
 * department. Creating, changing, deleting, the photo, the journal, the unknown person and the
 * trésorier's refusal are proven for every screen in admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { staff } from "#db/schema";
import { STAFF_PAGE_SIZE } from "~/domain/staff/staff-admin.server";
import { listPublicStaff } from "~/domain/staff/staff.server";
import { action, loader } from "~/routes/admin/staff";
import { staffMember as person } from "../helpers/admin-records";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";

const screen = setupAdminScreen("/admin/personnel", { action, loader });
const { database, post, toast, load } = screen;

describe("/admin/personnel", () => {
  it("adds, edits (the list's filter kept), sets to Terminé (hidden publicly), deletes", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const added = toast(await post(cookie, { intent: "create", ...person }, "?mode=ajout"));
    expect(added).toEqual({ title: "Employé ajouté", location: "/admin/personnel" });
    const [row] = await database.db.select().from(staff);
    expect(row).toMatchObject({ ...person });
    expect((await listPublicStaff(database.db, { department: null })).map((p) => p.name)).toEqual([
      "Fatou Diop",
    ]);

    const edited = await screen.edit(cookie, row.id, "?statut=actif", {
      ...person,
      role: "Directrice",
      status: "conge",
      email: "",
    });
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
    const { cookie } = await screen.signIn("administrateur");
    const base = { intent: "create", ...person };
    const cases: FieldRefusalCase[] = [
      [{ ...base, name: "  " }, "name", "Ce champ est obligatoire."],
      [{ ...base, department: "cuisine" }, "department", "Choisissez un service de la liste."],
      [{ ...base, status: "retraite" }, "status", "Choisissez un statut de la liste."],
      [{ ...base, email: "pas-un-courriel" }, "email", "Adresse courriel invalide."],
      [{ ...base, hireDate: "2024-02-31" }, "hireDate", "Date invalide (format AAAA-MM-JJ)."],
    ];
    await screen.expectRefusals(cookie, cases, ["role"]);
    expect(await database.db.select().from(staff)).toHaveLength(0);
  });

  it("filters by status and department, pages on the server", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const rows = Array.from({ length: STAFF_PAGE_SIZE + 2 }, (_, i) => ({
      name: `Personne ${String(i).padStart(2, "0")}`,
      role: "Animateur",
      department: i % 2 ? "education" : "technique",
      hireDate: "2020-01-15",
      status: i === 0 ? "termine" : i === 1 ? "conge" : "actif",
    }));
    await database.db.insert(staff).values(rows);

    await screen.expectPages(cookie, "list", STAFF_PAGE_SIZE);

    let data = await load(cookie, "?statut=termine");
    expect(data.list.rows.map((r) => r.name)).toEqual(["Personne 00"]);
    data = await load(cookie, "?statut=conge&departement=education");
    expect(data.list.rows.map((r) => r.name)).toEqual(["Personne 01"]);
    data = await load(cookie, "?departement=technique");
    expect(data.list.total).toBe(11);
    data = await load(cookie, "?statut=bidon&departement=bidon");
    expect(data).toMatchObject({ status: null, department: null });
    expect(data.list.total).toBe(STAFF_PAGE_SIZE + 2);

    // The add form proposes today as the hiring date.
    data = await load(cookie, "?mode=ajout");
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
