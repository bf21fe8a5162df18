/**
 * /admin/sope-naby: what this screen does that the others do not — its two tabs and their pages
 * from the URL, a member made inactive by the unticked box, its fields' rules. Creating,
 * changing, deleting, the events' picture, the journal, the unknown record and the trésorier's
 * refusal are proven for every screen in admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { groupEvents, groupMembers } from "#db/schema";
import { todayInSaguenay } from "~/lib/format";
import { action, loader } from "~/routes/admin/group/route";
import { groupEvent, groupMember } from "../helpers/admin-records";
import { setupAdminScreen } from "../helpers/admin-screen";
import { refused } from "../helpers/routes";

const screen = setupAdminScreen("/admin/sope-naby", { action, loader });
const { database, post, toast, load } = screen;

const newMember = { intent: "create-member", ...groupMember };

describe("/admin/sope-naby — members", () => {
  it("adds, edits (deactivates) and deletes a member, back to the tab and page", async () => {
    const { cookie } = await screen.signIn("editeur");
    const added = toast(await post(cookie, newMember, "?onglet=membres&mode=ajout"));
    expect(added).toEqual({ title: "Membre ajouté", location: "/admin/sope-naby?onglet=membres" });
    const [member] = await database.db.select().from(groupMembers);
    expect(member).toMatchObject({
      name: "Khady Diouf",
      role: "Secrétaire",
      email: "khady@example.org",
      phone: "418 555-0158",
      joinDate: "2018-02-16",
      active: true,
    });

    // The unchecked box sends nothing: the member becomes inactive.
    const { active: _active, ...withoutActive } = newMember;
    const edited = toast(
      await post(
        cookie,
        {
          ...withoutActive,
          intent: "update-member",
          id: String(member.id),
          role: "Président",
          email: "",
        },
        `?onglet=membres&page=1&modifier=${member.id}`,
      ),
    );
    expect(edited).toEqual({
      title: "Membre mis à jour",
      location: "/admin/sope-naby?onglet=membres&page=1",
    });
    const [saved] = await database.db.select().from(groupMembers);
    expect(saved).toMatchObject({ role: "Président", email: null, active: false });

    expect(
      toast(await post(cookie, { intent: "delete-member", id: String(member.id) })).title,
    ).toBe("Membre supprimé");
    expect(await database.db.select().from(groupMembers)).toHaveLength(0);
  });

  it("refuses invalid fields with French messages, keeping what was typed", async () => {
    const { cookie } = await screen.signIn("editeur");
    const body = refused(
      await post(cookie, {
        ...newMember,
        name: "  ",
        role: "Roi",
        email: "pas-un-courriel",
        phone: "abc",
        joinDate: "2024-02-31",
      }),
    );
    expect(body.refused).toMatchObject({
      errors: {
        name: "Ce champ est obligatoire.",
        role: "Choisissez un rôle de la liste.",
        email: "Adresse courriel invalide.",
        phone: "Numéro de téléphone invalide (ex. 418 555-0123).",
        joinDate: "Date invalide (format AAAA-MM-JJ).",
      },
      values: { email: "pas-un-courriel", role: "Roi" },
    });
    expect(await database.db.select().from(groupMembers)).toHaveLength(0);
  });

  it("lists members by name, 20 per page, and proposes today's date for a new one", async () => {
    const { cookie } = await screen.signIn("editeur");
    await database.db.insert(groupMembers).values(
      Array.from({ length: 21 }, (_, i) => ({
        name: `Membre ${String(i).padStart(2, "0")}`,
        joinDate: "2020-01-01",
      })),
    );
    const first = await load(cookie, "?mode=ajout");
    expect(first.tab).toBe("membres");
    expect(first.members?.rows).toHaveLength(20);
    expect(first.members?.pageCount).toBe(2);
    expect(first.today).toBe(todayInSaguenay());
    const second = await load(cookie, "?onglet=membres&page=2");
    expect(second.members?.rows.map((r) => r.name)).toEqual(["Membre 20"]);
    const bad = await load(cookie, "?onglet=inconnu&page=abc");
    expect(bad.tab).toBe("membres");
    expect(bad.notice).toBe("Numéro de page invalide : la première page est affichée.");
  });
});

describe("/admin/sope-naby — events", () => {
  const newEvent = { intent: "create-event", ...groupEvent };

  it("edits an event's status, shown in the events tab, back to it", async () => {
    const { cookie } = await screen.signIn("editeur");
    const added = toast(await post(cookie, newEvent, "?onglet=evenements&mode=ajout"));
    expect(added).toEqual({
      title: "Événement ajouté",
      location: "/admin/sope-naby?onglet=evenements",
    });
    const [event] = await database.db.select().from(groupEvents);
    expect(event).toMatchObject({ title: "Soirée de récitation", status: "upcoming" });

    toast(
      await post(cookie, {
        ...newEvent,
        intent: "update-event",
        id: String(event.id),
        status: "cancelled",
      }),
    );
    const list = await load(cookie, "?onglet=evenements");
    expect(list.events?.rows.map((r) => r.status)).toEqual(["cancelled"]);
  });

  it("refuses an unknown status and an empty place with French messages; nothing saved", async () => {
    const { cookie } = await screen.signIn("editeur");
    const body = refused(await post(cookie, { ...newEvent, status: "past", location: "" }));
    expect(body.refused).toMatchObject({
      errors: {
        status: "Choisissez un statut de la liste.",
        location: "Ce champ est obligatoire.",
      },
      values: { title: "Soirée de récitation" },
    });
    expect(await database.db.select().from(groupEvents)).toHaveLength(0);
  });
});
