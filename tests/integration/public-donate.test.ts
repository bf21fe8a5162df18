/** /don: the loader's choices and the action that stores a pending Interac donation. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { donations, projects } from "#db/schema";
import { action, loader } from "~/routes/public/donate";
import { insertWithUniqueReference } from "~/lib/reference";
import { donationAlert, GENERAL_FUND_LABEL } from "~/domain/donations/donation-form";
import { CARD_METHOD_LABEL } from "~/domain/payment-options/card-choice";
import { getSettings } from "~/domain/settings/settings.server";
import { setupSeededDatabase } from "../helpers/fixtures";
import { renderPage } from "../helpers/render-page";
import { refused, visitorForm } from "../helpers/routes";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();
let seededCount = 0;

beforeEach(async () => {
  seededCount = (await database.db.select({ id: donations.id }).from(donations)).length;
});

function load(path = "/don") {
  const request = new Request(`http://localhost${path}`);
  return loader({ request, params: {}, context: createLoadContext() } as never);
}

const { post } = visitorForm("http://localhost/don", { action }, { ip: "203.0.113.7" });

async function newDonations() {
  const rows = await database.db.select().from(donations).orderBy(donations.id);
  return rows.slice(seededCount);
}

async function activeProject(featured: boolean) {
  const [row] = await database.db
    .select()
    .from(projects)
    .where(eq(projects.featured, featured))
    .orderBy(projects.id)
    .limit(1);
  return row;
}

const donor = {
  firstName: "Awa",
  lastName: "Diop",
  email: "Awa.Diop@example.org",
  phone: "418 555-0123",
};

describe("/don loader", () => {
  it("offers the active projects, featured first, and preselects the featured one", async () => {
    await database.db
      .update(projects)
      .set({ status: "completed" })
      .where(eq(projects.title, "Aide aux familles"));
    const page = await load();
    const featured = await activeProject(true);
    expect(page.projects[0]).toMatchObject({ id: featured.id, featured: true });
    expect(page.projects.map((p) => p.title)).not.toContain("Aide aux familles");
    expect(page.defaultProjectId).toBe(String(featured.id));
    const { donation } = await getSettings(database.db, ["donation"]);
    expect(page.interacEmail).toBe(donation.interacEmail);
    expect(page.seo.title).toContain("Faire un don");
  });

  it("preselects the project of ?projet=, and ignores an unknown one", async () => {
    const other = await activeProject(false);
    expect((await load(`/don?projet=${other.id}`)).defaultProjectId).toBe(String(other.id));
    const featured = await activeProject(true);
    expect((await load("/don?projet=999999")).defaultProjectId).toBe(String(featured.id));
    expect((await load("/don?projet=abc")).defaultProjectId).toBe(String(featured.id));
  });
});

describe("/don page", () => {
  it("offers the general fund once, and names the card method without PayPal", async () => {
    const { status, html } = await renderPage("/don", "/don");
    expect(status).toBe(200);
    const options = [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!);
    expect(options.filter((label) => /fonds g[ée]n[ée]ral/i.test(label))).toEqual([
      GENERAL_FUND_LABEL,
    ]);
    expect(html).toContain(CARD_METHOD_LABEL);
    expect(html).not.toContain("PayPal");
  });
});

describe("/don action", () => {
  it("stores one pending Interac donation with a DON- reference", async () => {
    const project = await activeProject(false);
    const result = (await post({
      amount: "50",
      customAmount: "",
      projectId: String(project.id),
      ...donor,
    })) as unknown as { data: { status: string; summary: Record<string, unknown> } };
    const body = result.data;
    expect(body.status).toBe("recorded");
    const rows = await newDonations();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "pending",
      paymentMethod: "interac",
      amountCents: 5000,
      projectId: project.id,
      firstName: "Awa",
      lastName: "Diop",
      email: "awa.diop@example.org",
      phone: "418 555-0123",
      receiptRequested: false,
      address: null,
      country: "Canada",
    });
    expect(rows[0].reference).toMatch(/^DON-[A-Z2-9]{6}$/);
    expect(body.summary).toMatchObject({
      reference: rows[0].reference,
      amountCents: 5000,
      projectTitle: project.title,
    });
  });

  it("keeps a typed custom amount over the preset (25,50 and 25.50) and the general fund", async () => {
    await post({ amount: "100", customAmount: "25,50", projectId: "general", ...donor });
    await post({ amount: "", customAmount: "1 234.5", projectId: "general", ...donor });
    const rows = await newDonations();
    expect(rows.map((row) => [row.amountCents, row.projectId])).toEqual([
      [2550, null],
      [123450, null],
    ]);
    expect(rows[0].reference).not.toBe(rows[1].reference);
  });

  it("stores the address of a receipt request, normalised", async () => {
    await post({
      amount: "250",
      projectId: "general",
      ...donor,
      receiptRequested: "on",
      address: "12 rue Racine Est",
      city: "Chicoutimi",
      province: "QC",
      postalCode: "g7h1r1",
      country: "Canada",
    });
    const [row] = await newDonations();
    expect(row).toMatchObject({
      receiptRequested: true,
      address: "12 rue Racine Est",
      city: "Chicoutimi",
      province: "QC",
      postalCode: "G7H 1R1",
    });
  });

  const invalidCases: [string, Record<string, string>, string, string][] = [
    [
      "no amount",
      { amount: "", customAmount: "", projectId: "general", ...donor },
      "amount",
      "Veuillez sélectionner ou saisir un montant de don.",
    ],
    [
      "a custom amount under 1 $",
      { amount: "50", customAmount: "0,50", projectId: "general", ...donor },
      "customAmount",
      "Le don minimum est de 1 $.",
    ],
    [
      "a custom amount over 100 000 $",
      { amount: "", customAmount: "100000,01", projectId: "general", ...donor },
      "customAmount",
      "Le don maximum en ligne est de 100 000 $.",
    ],
    [
      "a custom amount that is not a number",
      { amount: "", customAmount: "vingt", projectId: "general", ...donor },
      "customAmount",
      "Montant invalide. Exemple : 25 ou 25,50.",
    ],
    [
      "a preset that is not offered",
      { amount: "7", projectId: "general", ...donor },
      "amount",
      "Veuillez sélectionner ou saisir un montant de don.",
    ],
    [
      "an unknown project",
      { amount: "50", projectId: "999999", ...donor },
      "projectId",
      "Veuillez choisir un fonds ou un projet de la liste.",
    ],
    [
      "a missing first name",
      { amount: "50", projectId: "general", ...donor, firstName: " " },
      "firstName",
      "Ce champ est obligatoire.",
    ],
    [
      "an invalid e-mail",
      { amount: "50", projectId: "general", ...donor, email: "awa@" },
      "email",
      "Adresse courriel invalide.",
    ],
    [
      "a receipt without address",
      { amount: "50", projectId: "general", ...donor, receiptRequested: "on", country: "Canada" },
      "address",
      "Ce champ est obligatoire.",
    ],
    [
      "a receipt with a bad postal code",
      {
        amount: "50",
        projectId: "general",
        ...donor,
        receiptRequested: "on",
        address: "12 rue Racine",
        city: "Chicoutimi",
        province: "QC",
        postalCode: "12345",
        country: "Canada",
      },
      "postalCode",
      "Code postal invalide. Format attendu : A1A 1A1.",
    ],
  ];

  it.each(invalidCases)(
    "refuses %s: 400, French message, nothing stored",
    async (_, fields, field, message) => {
      const body = refused(await post(fields)).refused as Record<string, unknown>;
      expect((body.errors as Record<string, string>)[field]).toBe(message);
      expect((body.values as Record<string, string>).email).toBe(fields.email);
      expect(await newDonations()).toHaveLength(0);
    },
  );

  it("titles the missing amount 'Montant requis'", async () => {
    const body = refused(await post({ amount: "", projectId: "general", ...donor })).refused as {
      errors: Record<string, string>;
    };
    expect(donationAlert(body.errors)).toEqual({
      title: "Montant requis",
      text: "Veuillez sélectionner ou saisir un montant de don.",
    });
  });

  it("refuses a project that is no longer active", async () => {
    const project = await activeProject(false);
    await database.db
      .update(projects)
      .set({ status: "completed" })
      .where(eq(projects.id, project.id));
    const body = refused(await post({ amount: "50", projectId: String(project.id), ...donor }))
      .refused as Record<string, unknown>;
    expect((body.errors as Record<string, string>).projectId).toBe(
      "Veuillez choisir un fonds ou un projet de la liste.",
    );
    expect(await newDonations()).toHaveLength(0);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const result = (await post({
      amount: "50",
      projectId: "general",
      ...donor,
      website: "http://spam.example",
    })) as unknown as { data: { status: string } };
    expect(result.data.status).toBe("recorded");
    expect(await newDonations()).toHaveLength(0);
  });

  it("refuses an 11th submission within the hour from one address with 429", async () => {
    for (let i = 0; i < 10; i++) refused(await post({ amount: "" }, { ip: "198.51.100.9" }));
    const body = refused(
      await post({ amount: "50", projectId: "general", ...donor }, { ip: "198.51.100.9" }),
      429,
    );
    expect(
      donationAlert((body.refused as { errors: Record<string, string> }).errors),
    ).toMatchObject({ title: "Trop de tentatives" });
    expect(await newDonations()).toHaveLength(0);
    // Another address is not affected.
    await post({ amount: "50", projectId: "general", ...donor }, { ip: "198.51.100.10" });
    expect(await newDonations()).toHaveLength(1);
  });

  it("draws a new reference when the first one is already taken", async () => {
    const [taken] = await database.db.select().from(donations).limit(1);
    const codes = [taken.reference, "DON-NEW234"];
    const reference = await insertWithUniqueReference(
      "DON",
      (code) =>
        database.db
          .insert(donations)
          .values({
            reference: code,
            firstName: "Awa",
            lastName: "Diop",
            email: "awa@example.org",
            amountCents: 2000,
            paymentMethod: "interac",
          })
          .onConflictDoNothing({ target: donations.reference })
          .returning({ reference: donations.reference }),
      () => codes.shift()!,
    );
    expect(reference).toBe("DON-NEW234");
    expect(await newDonations()).toHaveLength(1);
  });
});
