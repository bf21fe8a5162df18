/**
 * /admin/comites: committees and members created, changed and deleted through the route's action
 * as the browser would post them (multipart for the member photo), each change journaled, every
 * refusal changing nothing.
 */
import { describe, expect, it } from "vitest";
import { auditLog, committeeMembers, committees, media } from "#db/schema";
import { IMAGE_URL_INVALID } from "~/lib/forms/image-fields";
import { NAME_TOO_SHORT } from "~/domain/committees/schema";
import { action, loader } from "~/routes/admin/committees/route";
import {
  IMAGE_INVALID_TYPE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/server/images.server";
import { setupTestDatabase } from "../helpers/db";
import { callLoader, refused, routeAt } from "../helpers/routes";
import { pngFile, setupTempDataDir, signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/comites";
setupTempDataDir();

const { post, toast } = routeAt(
  BASE,
  { action },
  { multipart: true, toast: ["title", "location"] },
);

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);

describe("/admin/comites — committees", () => {
  it("adds, renames and deletes a committee (with its members), journaling each change", async () => {
    const { me, cookie } = await signIn(database.db, "editeur");
    const added = toast(
      await post(cookie, {
        intent: "create-committee",
        name: "  Comité des jeunes ",
        description: "Activités",
      }),
    );
    expect(added.title).toBe("Comité ajouté");
    const [created] = await database.db.select().from(committees);
    expect(created).toMatchObject({ name: "Comité des jeunes", description: "Activités" });
    expect(added.location).toBe(`/admin/comites?comite=${created.id}`);

    const updated = toast(
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
    expect(updated.title).toBe("Comité mis à jour");
    const [renamed] = await database.db.select().from(committees);
    expect(renamed).toMatchObject({ name: "Comité jeunesse", description: null });

    await database.db
      .insert(committeeMembers)
      .values({ committeeId: created.id, name: "Awa Sarr" });
    expect(
      toast(await post(cookie, { intent: "delete-committee", id: String(created.id) })).title,
    ).toBe("Comité supprimé");
    expect(await database.db.select().from(committees)).toHaveLength(0);
    expect(await database.db.select().from(committeeMembers)).toHaveLength(0);

    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "committee", String(created.id), me.id],
      ["update", "committee", String(created.id), me.id],
      ["delete", "committee", String(created.id), me.id],
    ]);
  });

  it("refuses a name shorter than 3 characters, keeping what was typed and changing nothing", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const body = refused(
      await post(cookie, { intent: "create-committee", name: "ab", description: "Texte" }),
    );
    expect(body.refused).toMatchObject({
      intent: "create-committee",
      errors: { name: NAME_TOO_SHORT },
      values: { name: "ab", description: "Texte" },
    });
    expect(await database.db.select().from(committees)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("answers a French error for an unknown committee, never a 500", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    for (const fields of [
      { intent: "update-committee", id: "999", name: "Comité fantôme" },
      { intent: "delete-committee", id: "999" },
      { intent: "delete-committee", id: "abc" },
      { intent: "create-member", committeeId: "999", name: "Awa Sarr" },
    ]) {
      const body = refused(await post(cookie, fields), 404);
      expect((body.refused as { errors: { form: string } }).errors.form).toMatch(/introuvable/);
    }
    expect(await audits()).toHaveLength(0);
  });

  it("shows the chosen committee with its members, and the empty states", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const [c] = await database.db
      .insert(committees)
      .values({ name: "Comité d'accueil" })
      .returning();
    let data = await callLoader(loader, BASE, cookie);
    expect(data.selected).toBeNull();
    expect(data.committees.map((x) => x.name)).toEqual(["Comité d'accueil"]);
    data = await callLoader(loader, `${BASE}?comite=${c.id}`, cookie);
    expect(data.selected?.committee.name).toBe("Comité d'accueil");
    expect(data.selected?.members).toEqual([]);
    data = await callLoader(loader, `${BASE}?comite=12345&modifier=777`, cookie);
    expect(data.selected).toBeNull();
    expect(data.committeeMode).toEqual({ kind: "view" });
    expect(data.notice).toMatch(/Comité introuvable/);
  });
});

describe("/admin/comites — members", () => {
  async function committee() {
    const [c] = await database.db
      .insert(committees)
      .values({ name: "Comité des affaires religieuses" })
      .returning();
    return c;
  }

  it("adds a member with an uploaded PNG, edits it with a typed address, deletes it", async () => {
    const { me, cookie } = await signIn(database.db, "editeur");
    const c = await committee();
    const added = toast(
      await post(
        cookie,
        {
          intent: "create-member",
          committeeId: String(c.id),
          name: "Moussa Kane",
          role: "Imam",
          contact: "418 555-0131",
          imageFile: await pngFile(),
          imageUrl: "",
        },
        `?comite=${c.id}&mode=ajout-membre`,
      ),
    );
    expect(added).toEqual({ title: "Membre ajouté", location: `/admin/comites?comite=${c.id}` });
    const [member] = await database.db.select().from(committeeMembers);
    expect(member).toMatchObject({ name: "Moussa Kane", role: "Imam", contact: "418 555-0131" });
    expect(member.image).toMatch(/^\/media\/images\/[a-z0-9]+$/);
    expect(await database.db.select().from(media)).toHaveLength(1);

    // No file and no address: the photo is kept.
    toast(
      await post(cookie, {
        intent: "update-member",
        id: String(member.id),
        name: "Moussa Kane",
        role: "",
        contact: "",
        imageFile: new File([], ""),
        imageUrl: "",
      }),
    );
    let [saved] = await database.db.select().from(committeeMembers);
    expect(saved).toMatchObject({ role: null, contact: null, image: member.image });

    const edited = toast(
      await post(cookie, {
        intent: "update-member",
        id: String(member.id),
        name: "Imam Moussa Kane",
        imageUrl: "https://exemple.org/moussa.jpg",
      }),
    );
    expect(edited.title).toBe("Membre mis à jour");
    [saved] = await database.db.select().from(committeeMembers);
    expect(saved).toMatchObject({
      name: "Imam Moussa Kane",
      image: "https://exemple.org/moussa.jpg",
    });

    expect(
      toast(await post(cookie, { intent: "delete-member", id: String(member.id) })).title,
    ).toBe("Membre supprimé");
    expect(await database.db.select().from(committeeMembers)).toHaveLength(0);
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "committee_member", String(member.id), me.id],
      ["update", "committee_member", String(member.id), me.id],
      ["update", "committee_member", String(member.id), me.id],
      ["delete", "committee_member", String(member.id), me.id],
    ]);
  });

  it("gives a new member without a picture the placeholder", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const c = await committee();
    toast(
      await post(cookie, { intent: "create-member", committeeId: String(c.id), name: "Awa Sarr" }),
    );
    const [member] = await database.db.select().from(committeeMembers);
    expect(member.image).toBe("/placeholder.svg");
  });

  it("refuses an oversize file, a text file renamed .png, a bad address and a short name", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const c = await committee();
    const base = { intent: "create-member", committeeId: String(c.id), name: "Awa Sarr" };
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
      [{ ...base, name: "Aw", imageFile: await pngFile() }, "name", NAME_TOO_SHORT],
    ];
    for (const [fields, field, message] of cases) {
      const body = refused(await post(cookie, fields)) as {
        refused: { errors: Record<string, string>; values: Record<string, string> };
      };
      expect(body.refused.errors[field], field).toBe(message);
      expect(body.refused.values.name).toBe(fields.name);
    }
    expect(await database.db.select().from(committeeMembers)).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("refuses to change or delete an unknown member", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    for (const fields of [
      { intent: "update-member", id: "4242", name: "Awa Sarr" },
      { intent: "delete-member", id: "4242" },
    ]) {
      const body = refused(await post(cookie, fields), 404) as {
        refused: { errors: { form: string } };
      };
      expect(body.refused.errors.form).toBe("Membre introuvable : il a peut-être été supprimé.");
    }
  });

  it("opens the edit form of a member of the chosen committee only", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const c = await committee();
    const [m] = await database.db
      .insert(committeeMembers)
      .values({ committeeId: c.id, name: "Awa Sarr" })
      .returning();
    const data = await callLoader(loader, `${BASE}?comite=${c.id}&modifier-membre=${m.id}`, cookie);
    expect(data.memberMode).toEqual({ kind: "edit", id: m.id });
    expect(data.editedMember?.name).toBe("Awa Sarr");
  });
});
