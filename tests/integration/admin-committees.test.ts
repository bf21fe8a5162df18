/**
 * /admin/comites: what this screen does that the others do not — a new committee opens at once,
 * deleting one deletes its members, a member is added to a chosen committee only (and never to
 * one that is gone), emptied fields stored as nothing. Creating, changing, deleting, the photo,
 * the journal, the unknown record and the trésorier's refusal are proven for every screen in
 * admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { committeeMembers, committees } from "#db/schema";
import { COMMITTEE_NOT_FOUND } from "~/domain/committees/schema";
import { action, loader } from "~/routes/admin/committees/route";
import { setupAdminScreen } from "../helpers/admin-screen";
import { refused } from "../helpers/routes";

const screen = setupAdminScreen("/admin/comites", { action, loader });
const { database, post, toast, load } = screen;

describe("/admin/comites — committees", () => {
  it("opens a new committee at once, empties a cleared description, deletes it with its members", async () => {
    const { cookie } = await screen.signIn("editeur");
    const added = toast(
      await post(cookie, {
        intent: "create-committee",
        name: "  Comité des jeunes ",
        description: "Activités",
      }),
    );
    const [created] = await database.db.select().from(committees);
    expect(created).toMatchObject({ name: "Comité des jeunes", description: "Activités" });
    expect(added.location).toBe(`/admin/comites?comite=${created.id}`);

    toast(
      await post(
        cookie,
        {
          intent: "update-committee",
          id: String(created.id),
          name: "Comité jeunesse",
          description: "",
        },
        `?comite=${created.id}&modifier=${created.id}`,
      ),
    );
    const [renamed] = await database.db.select().from(committees);
    expect(renamed).toMatchObject({ name: "Comité jeunesse", description: null });

    await database.db
      .insert(committeeMembers)
      .values({ committeeId: created.id, name: "Awa Sarr" });
    toast(await post(cookie, { intent: "delete-committee", id: String(created.id) }));
    expect(await database.db.select().from(committees)).toHaveLength(0);
    expect(await database.db.select().from(committeeMembers)).toHaveLength(0);
  });

  it("refuses a member for a committee that is gone (404), never a 500", async () => {
    const { cookie } = await screen.signIn("editeur");
    const fields = { intent: "create-member", committeeId: "999", name: "Awa Sarr" };
    const body = refused(await post(cookie, fields), 404);
    expect((body.refused as { errors: { form: string } }).errors.form).toBe(COMMITTEE_NOT_FOUND);
    expect(await database.db.select().from(committeeMembers)).toHaveLength(0);
  });

  it("shows the chosen committee with its members, and the empty states", async () => {
    const { cookie } = await screen.signIn("editeur");
    const [c] = await database.db
      .insert(committees)
      .values({ name: "Comité d'accueil" })
      .returning();
    let data = await load(cookie);
    expect(data.selected).toBeNull();
    expect(data.committees.map((x) => x.name)).toEqual(["Comité d'accueil"]);
    data = await load(cookie, `?comite=${c.id}`);
    expect(data.selected?.committee.name).toBe("Comité d'accueil");
    expect(data.selected?.members).toEqual([]);
    data = await load(cookie, "?comite=12345&modifier=777");
    expect(data.selected).toBeNull();
    expect(data.committeeMode).toEqual({ kind: "view" });
    expect(data.notice).toMatch(/Comité introuvable/);
  });
});

describe("/admin/comites — members", () => {
  it("adds a member to the chosen committee, back to it; emptied role and contact store nothing", async () => {
    const { cookie } = await screen.signIn("editeur");
    const [c] = await database.db
      .insert(committees)
      .values({ name: "Comité des affaires religieuses" })
      .returning();
    const added = toast(
      await post(
        cookie,
        {
          intent: "create-member",
          committeeId: String(c.id),
          name: "Moussa Kane",
          role: "Imam",
          contact: "418 555-0131",
        },
        `?comite=${c.id}&mode=ajout-membre`,
      ),
    );
    expect(added).toEqual({ title: "Membre ajouté", location: `/admin/comites?comite=${c.id}` });
    const [member] = await database.db.select().from(committeeMembers);
    expect(member).toMatchObject({ committeeId: c.id, role: "Imam", contact: "418 555-0131" });

    toast(
      await post(cookie, {
        intent: "update-member",
        id: String(member.id),
        name: "Moussa Kane",
        role: "",
        contact: "",
      }),
    );
    const [saved] = await database.db.select().from(committeeMembers);
    expect(saved).toMatchObject({ role: null, contact: null });
  });
});
