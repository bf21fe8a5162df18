/**
 * The read-only people pages: /comites, /bureau, /personnel (spec public-site.md §2.13,
 * fields in back-office.md §3), their loaders called as a visitor's GET would.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { boardMembers, committeeMembers, committees, pages, staff } from "#db/schema";
import { listCommitteesWithMembers } from "~/domain/committees/committees.server";
import { loader as boardLoader } from "~/routes/public/board";
import { loader as committeesLoader } from "~/routes/public/committees";
import { loader as staffLoader } from "~/routes/public/staff";
import { setupSeededDatabase } from "../helpers/fixtures";
import { visitorGet } from "../helpers/routes";

const database = setupSeededDatabase();

describe("/comites", () => {
  it("lists every committee with its own members and the page's intro", async () => {
    const { committees: list, intro, seo } = await committeesLoader(visitorGet("/comites"));
    expect(list.map((c) => c.name)).toEqual([
      "Comité des affaires religieuses",
      "Comité d'accueil et d'intégration",
      "Comité des finances et de la collecte de fonds",
      "Comité culturel et des événements",
    ]);
    expect(list[0].members.map((m) => m.name)).toEqual([
      "Alioune Badara Thiam",
      "Moussa Kane",
      "Cheikh Gueye",
    ]);
    expect(list[0].members[1]).toMatchObject({
      role: "Imam",
      contact: "imam@fondation-tidjaniya.ca",
    });
    expect(list[3].members.map((m) => m.name)).toEqual(["Babacar Ndour", "Pape Malick Faye"]);
    expect(intro).toBe("Les comités de bénévoles qui font vivre la fondation au quotidien.");
    expect(seo.title).toMatch(/^Comités de la Fondation \| /);
    expect(seo.url).toBe("http://localhost/comites");
  });

  it("shows a committee without members, and an edited page text", async () => {
    const db = database.db;
    await db.insert(committees).values({ name: "Comité jeunesse", description: null });
    await db.update(pages).set({ summary: "Nos bénévoles." }).where(eq(pages.route, "/comites"));
    const { committees: list, intro } = await committeesLoader(visitorGet("/comites"));
    expect(list.at(-1)).toMatchObject({ name: "Comité jeunesse", members: [] });
    expect(intro).toBe("Nos bénévoles.");
  });

  it("loads committees and members in two queries, whatever the number of committees", async () => {
    const db = database.db;
    const [extra] = await db
      .insert(committees)
      .values([{ name: "A" }, { name: "B" }, { name: "C" }])
      .returning({ id: committees.id });
    await db.insert(committeeMembers).values({ committeeId: extra.id, name: "Awa" });
    const select = vi.spyOn(db, "select");
    try {
      const list = await listCommitteesWithMembers(db);
      expect(list).toHaveLength(7);
      expect(list.find((c) => c.name === "A")?.members.map((m) => m.name)).toEqual(["Awa"]);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it("gives an empty list when there is no committee", async () => {
    await database.db.delete(committees);
    const { committees: list } = await committeesLoader(visitorGet("/comites"));
    expect(list).toEqual([]);
  });
});

describe("/bureau", () => {
  it("lists the board in display order with contact details and nomination date", async () => {
    const { members, seo } = await boardLoader(visitorGet("/bureau"));
    expect(members.map((m) => m.role)).toEqual([
      "Président",
      "Secrétaire Général",
      "Trésorier",
      "Responsable Communication",
      "Responsable informatique",
      "Vice-président",
    ]);
    expect(members[0]).toMatchObject({
      name: "Mamadou Lamine Diop",
      email: "president@fondation-tidjaniya.ca",
      phone: "418 555-0111",
      nominationDate: "2023-06-17",
    });
    expect(members[0].bio).toContain("Chicoutimi");
    expect(members[5]).toMatchObject({ email: null, phone: "418 555-0116" });
    expect(seo.title).toMatch(/^Bureau de la Fondation \| /);
  });

  it("follows the order set in the back-office", async () => {
    await database.db
      .update(boardMembers)
      .set({ position: -1 })
      .where(eq(boardMembers.name, "Fatou Diagne"));
    const { members } = await boardLoader(visitorGet("/bureau"));
    expect(members[0].name).toBe("Fatou Diagne");
  });
});

describe("/personnel", () => {
  async function names(path: string) {
    const { members } = await staffLoader(visitorGet(path));
    return members.map((m) => m.name);
  }

  it("shows all current staff under « Tous », with status and hire date", async () => {
    const { members, department } = await staffLoader(visitorGet("/personnel"));
    expect(department).toBeNull();
    expect(members).toHaveLength(7);
    expect(members.find((m) => m.name === "Rokhaya Diouf")).toMatchObject({
      status: "conge",
      hireDate: "2022-05-02",
      location: "La Baie",
    });
  });

  it("filters by department on the server", async () => {
    expect(await names("/personnel?departement=education")).toEqual([
      "Amadou Sow",
      "Marie-Ève Bouchard",
    ]);
    expect(await names("/personnel?departement=evenements")).toEqual([
      "Babacar Ndour",
      "Rokhaya Diouf",
    ]);
    expect(await names("/personnel?departement=administration")).toEqual(["Mariama Diallo"]);
    expect(await names("/personnel?departement=communication")).toEqual(["Julie Gagnon"]);
  });

  it("hides former staff (status « termine »)", async () => {
    const db = database.db;
    const [former] = await db.select().from(staff).where(eq(staff.status, "termine"));
    expect(former?.name, "the seed has one former staff member").toBe("Cheikh Tidiane Gaye");
    expect(await names("/personnel?departement=communication")).toEqual(["Julie Gagnon"]);

    await db.update(staff).set({ status: "termine" }).where(eq(staff.name, "Amadou Sow"));
    expect(await names("/personnel?departement=education")).toEqual(["Marie-Ève Bouchard"]);
    expect(await names("/personnel")).not.toContain("Amadou Sow");
  });

  it("treats an unknown tab as « Tous » rather than failing", async () => {
    const all = await names("/personnel");
    for (const path of [
      "/personnel?departement=inconnu",
      "/personnel?departement=",
      "/personnel?departement=social",
      "/personnel?departement=%27%20OR%201=1",
    ]) {
      const { department, members } = await staffLoader(visitorGet(path));
      expect(department, path).toBeNull();
      expect(
        members.map((m) => m.name),
        path,
      ).toEqual(all);
    }
  });

  it("gives an empty list for a department without current staff", async () => {
    await database.db
      .update(staff)
      .set({ status: "termine" })
      .where(eq(staff.department, "communication"));
    const { members, department } = await staffLoader(
      visitorGet("/personnel?departement=communication"),
    );
    expect(department).toBe("communication");
    expect(members).toEqual([]);
  });
});
