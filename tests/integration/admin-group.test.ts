/**
 * /admin/sope-naby: the group's members and events created, changed and deleted through the
 * route's action, each change journaled, refusals changing nothing; tabs and pages from the URL.
 */
import { describe, expect, it } from "vitest";
import { auditLog, groupEvents, groupMembers, media } from "#db/schema";
import { todayInSaguenay } from "~/lib/format";
import { action, loader } from "~/routes/admin/group/route";
import {
  IMAGE_INVALID_TYPE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/server/images.server";
import { setupTestDatabase } from "../helpers/db";
import { callLoader, refused, routeAt } from "../helpers/routes";
import { pngFile, setupTempDataDir, signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/sope-naby";
setupTempDataDir();

const { post, toast } = routeAt(
  BASE,
  { action },
  { multipart: true, toast: ["title", "location"] },
);

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);

const newMember = {
  intent: "create-member",
  name: "Khady Diouf",
  role: "Secrétaire",
  email: "khady@example.org",
  phone: "418 555-0158",
  joinDate: "2018-02-16",
  active: "on",
};

describe("/admin/sope-naby — members", () => {
  it("adds, edits (deactivates) and deletes a member, journaling each change", async () => {
    const { me, cookie } = await signIn(database.db, "editeur");
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
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "group_member", String(member.id), me.id],
      ["update", "group_member", String(member.id), me.id],
      ["delete", "group_member", String(member.id), me.id],
    ]);
  });

  it("refuses invalid fields with French messages, keeping what was typed", async () => {
    const { cookie } = await signIn(database.db, "editeur");
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
    expect(await audits()).toHaveLength(0);
  });

  it("refuses an unknown member with a French error", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    for (const fields of [
      { ...newMember, intent: "update-member", id: "999" },
      { intent: "delete-member", id: "999" },
    ]) {
      const body = refused(await post(cookie, fields), 404) as {
        refused: { errors: { form: string } };
      };
      expect(body.refused.errors.form).toBe("Membre introuvable : il a peut-être été supprimé.");
    }
    expect(await audits()).toHaveLength(0);
  });

  it("lists members by name, 20 per page, and proposes today's date for a new one", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    await database.db.insert(groupMembers).values(
      Array.from({ length: 21 }, (_, i) => ({
        name: `Membre ${String(i).padStart(2, "0")}`,
        joinDate: "2020-01-01",
      })),
    );
    const first = await callLoader(loader, `${BASE}?mode=ajout`, cookie);
    expect(first.tab).toBe("membres");
    expect(first.members?.rows).toHaveLength(20);
    expect(first.members?.pageCount).toBe(2);
    expect(first.mode).toEqual({ kind: "add" });
    expect(first.today).toBe(todayInSaguenay());
    const second = await callLoader(loader, `${BASE}?onglet=membres&page=2`, cookie);
    expect(second.members?.rows.map((r) => r.name)).toEqual(["Membre 20"]);
    const bad = await callLoader(loader, `${BASE}?onglet=inconnu&page=abc`, cookie);
    expect(bad.tab).toBe("membres");
    expect(bad.notice).toBe("Numéro de page invalide : la première page est affichée.");
  });
});

describe("/admin/sope-naby — events", () => {
  const newEvent = {
    intent: "create-event",
    title: "Soirée de récitation",
    date: "2026-12-04",
    location: "Salle communautaire",
    status: "upcoming",
    description: "Récitation du Coran.",
  };

  const png = () => pngFile("affiche.png", { width: 16, height: 16, color: "#c9a227" });

  it("adds an event with a picture, edits its status, deletes it, journaling each change", async () => {
    const { me, cookie } = await signIn(database.db, "editeur");
    const added = toast(
      await post(cookie, { ...newEvent, imageFile: await png() }, "?onglet=evenements&mode=ajout"),
    );
    expect(added).toEqual({
      title: "Événement ajouté",
      location: "/admin/sope-naby?onglet=evenements",
    });
    const [event] = await database.db.select().from(groupEvents);
    expect(event).toMatchObject({ title: "Soirée de récitation", status: "upcoming" });
    expect(event.image).toMatch(/^\/media\/images\//);

    const edited = toast(
      await post(cookie, {
        ...newEvent,
        intent: "update-event",
        id: String(event.id),
        status: "cancelled",
      }),
    );
    expect(edited.title).toBe("Événement mis à jour");
    const [saved] = await database.db.select().from(groupEvents);
    expect(saved).toMatchObject({ status: "cancelled", image: event.image });

    const list = await callLoader(loader, `${BASE}?onglet=evenements`, cookie);
    expect(list.events?.rows.map((r) => r.status)).toEqual(["cancelled"]);

    expect(toast(await post(cookie, { intent: "delete-event", id: String(event.id) })).title).toBe(
      "Événement supprimé",
    );
    expect(await database.db.select().from(groupEvents)).toHaveLength(0);
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "group_event", String(event.id), me.id],
      ["update", "group_event", String(event.id), me.id],
      ["delete", "group_event", String(event.id), me.id],
    ]);
  });

  it("refuses an unknown status, an empty place, an oversize or fake picture; nothing saved", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    let body = refused(await post(cookie, { ...newEvent, status: "past", location: "" }));
    expect(body.refused).toMatchObject({
      errors: {
        status: "Choisissez un statut de la liste.",
        location: "Ce champ est obligatoire.",
      },
    });
    const oversize = new Uint8Array(MAX_IMAGE_BYTES + 10);
    oversize.set(new Uint8Array(await (await png()).arrayBuffer()));
    body = refused(
      await post(cookie, { ...newEvent, imageFile: new File([oversize], "grande.png") }),
    );
    expect(body.refused).toMatchObject({ errors: { imageFile: IMAGE_TOO_LARGE_MESSAGE } });
    body = refused(await post(cookie, { ...newEvent, imageFile: new File(["texte"], "faux.png") }));
    expect(body.refused).toMatchObject({
      errors: { imageFile: IMAGE_INVALID_TYPE_MESSAGE },
      values: { title: "Soirée de récitation" },
    });
    expect(await database.db.select().from(groupEvents)).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("refuses an unknown event, and an edit link to one falls back to the list", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const body = refused(await post(cookie, { intent: "delete-event", id: "77" }), 404);
    expect(body.refused).toMatchObject({
      errors: { form: "Événement introuvable : il a peut-être été supprimé." },
    });
    const data = await callLoader(loader, `${BASE}?onglet=evenements&modifier=77`, cookie);
    expect(data.mode).toEqual({ kind: "view" });
    expect(data.notice).toBe("Événement introuvable : il a peut-être été supprimé.");
  });
});
