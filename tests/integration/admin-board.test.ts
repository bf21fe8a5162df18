/**
 * /admin/bureau: what this screen does that the others do not — the public /bureau page's query
 * showing each change in display order, the free title under "Autre", the details panel with the
 * position's responsibilities, its fields' rules. Creating, changing, deleting, the photo, the
 * journal, the unknown member and the trésorier's refusal are proven for every screen in
 * admin-crud-contract.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { boardMembers } from "#db/schema";
import { BOARD_PAGE_SIZE } from "~/domain/board/board-admin.server";
import { listBoardMembers } from "~/domain/board/board.server";
import { responsibilitiesOf } from "~/domain/board/responsibilities";
import { BOARD_MEMBER_NOT_FOUND, boardPositions, OTHER_POSITION } from "~/domain/board/schema";
import { todayInSaguenay } from "~/lib/format";
import { action, loader } from "~/routes/admin/board/route";
import { boardMember } from "../helpers/admin-records";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";

const screen = setupAdminScreen("/admin/bureau", { action, loader });
const { database, post, toast, load } = screen;

const valid = { intent: "create", ...boardMember };

describe("/admin/bureau", () => {
  it("adds, edits and deletes a member, shown on /bureau in display order", async () => {
    const { cookie } = await screen.signIn("editeur");
    await database.db.insert(boardMembers).values({
      name: "Mamadou Lamine Diop",
      role: "Président",
      nominationDate: "2023-06-17",
      position: 1,
    });
    const added = toast(await post(cookie, valid, "?mode=ajout"));
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
    expect((await listBoardMembers(database.db)).map((m) => m.name)).toEqual([
      "Fatou Diallo",
      "Mamadou Lamine Diop",
    ]);

    // "Autre" stores the typed title.
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
      }),
    );
    expect(edited.title).toBe("Membre mis à jour");
    const publicList = await listBoardMembers(database.db);
    expect(publicList.map((m) => m.name)).toEqual(["Mamadou Lamine Diop", "Fatou Diallo"]);
    expect(publicList[1]).toMatchObject({
      role: "Conseillère spirituelle",
      email: null,
      phone: null,
    });

    // The edit form shows the free title under "Autre".
    const data = await load(cookie, `?modifier=${member.id}`);
    expect(data.mode).toEqual({ kind: "edit", id: member.id });
    expect(data.edited?.role).toBe("Conseillère spirituelle");

    expect(toast(await post(cookie, { intent: "delete", id: String(member.id) })).title).toBe(
      "Membre supprimé",
    );
    expect((await listBoardMembers(database.db)).map((m) => m.name)).toEqual([
      "Mamadou Lamine Diop",
    ]);
  });

  it("refuses bad fields with French messages, keeping what was typed", async () => {
    const { cookie } = await screen.signIn("editeur");
    const cases: FieldRefusalCase[] = [
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
    await screen.expectRefusals(cookie, cases, ["name", "position"]);
    expect(await database.db.select().from(boardMembers)).toHaveLength(0);
  });

  it("opens a member's details from the URL, with the responsibilities of the position", async () => {
    const { cookie } = await screen.signIn("editeur");
    const [president, other] = await database.db
      .insert(boardMembers)
      .values([
        { ...valid, name: "Mamadou Lamine Diop", role: "Président", position: 0 },
        { ...valid, name: "Awa Ndiaye", role: "Conseillère culturelle", position: 1 },
      ])
      .returning({ id: boardMembers.id });
    let data = await load(cookie, `?details=${president.id}&page=1`);
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
    data = await load(cookie, `?details=${other.id}`);
    expect(data.details?.name).toBe("Awa Ndiaye");
    // A position of its own ('Autre') has no list: the panel says nothing rather than "none".
    expect(responsibilitiesOf("Conseillère culturelle")).toEqual([]);
    expect(responsibilitiesOf(OTHER_POSITION)).toEqual([]);

    for (const bad of ["4242", "abc"]) {
      data = await load(cookie, `?details=${bad}`);
      expect(data.details, bad).toBeNull();
      expect(data.notice, bad).toBe(BOARD_MEMBER_NOT_FOUND);
    }
    data = await load(cookie);
    expect(data).toMatchObject({ details: null, notice: null });
  });

  it("lists the board by display order, one page at a time, with today as the default date", async () => {
    const { cookie } = await screen.signIn("editeur");
    await database.db.insert(boardMembers).values(
      Array.from({ length: BOARD_PAGE_SIZE + 2 }, (_, i) => ({
        name: `Membre ${String(i).padStart(2, "0")}`,
        role: "Autre poste",
        nominationDate: "2024-01-01",
        position: BOARD_PAGE_SIZE + 2 - i,
      })),
    );
    const { first, last } = await screen.expectPages<{ name: string }>(
      cookie,
      "list",
      BOARD_PAGE_SIZE,
    );
    expect(first[0].name).toBe(`Membre ${String(BOARD_PAGE_SIZE + 1)}`);
    expect(last.map((r) => r.name)).toEqual(["Membre 01", "Membre 00"]);
    expect((await load(cookie, "?mode=ajout")).today).toBe(todayInSaguenay());
  });
});
