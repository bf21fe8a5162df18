/**
 * « Renseignements personnels » end to end (Law 25, decision 0034) in Debian's Chromium against
 * the production server: a donor's records are written in the server's database before it starts
 * (a gift with an official receipt, a gift without, an order, a contact message, a newsletter
 * subscription); the administrator searches the donor's address, sees the categories, downloads
 * the export (checked), erases after the confirmation dialog, searches again and sees only the
 * receipt and its gift with the explanation. Axe runs on every state of the screen.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  contactMessages,
  donations,
  newsletterSubscribers,
  orders,
  people,
  receiptDonations,
  receipts,
} from "#db/schema";
import { seedIfEmpty } from "#db/seed/index";
import { embeddedFolders, migrate, openDatabase } from "~/server/db.server";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_ENV, expectToast } from "../helpers/admin-browser";
import { siteInBrowser } from "../helpers/site-in-browser";

const DONOR = "khadija.ndiaye@example.org";
const RECEIPTS_KEPT =
  "Les reçus officiels et les dons qu'ils attestent sont conservés : la Loi de l'impôt sur le revenu oblige à les garder six ans.";

let dataDir: string;

/** The donor's records, written through the schema before the server opens the database. */
async function seedDonor() {
  const url = process.env.E2E_DATABASE_URL;
  const database = await openDatabase(
    url ? { url } : { clusterDir: embeddedFolders(dataDir).cluster },
  );
  try {
    await migrate(database);
    await seedIfEmpty(database.db, { images: false });
    const { db } = database;
    const [person] = await db
      .insert(people)
      .values({ email: DONOR, firstName: "Khadija", lastName: "Ndiaye", city: "Saguenay" })
      .returning();
    const donor = {
      firstName: "Khadija",
      lastName: "Ndiaye",
      email: DONOR,
      address: "45 rue Jacques-Cartier",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7H 2B2",
      paymentMethod: "interac",
      status: "completed",
      personId: person!.id,
    };
    const [kept] = await db
      .insert(donations)
      .values([
        { ...donor, reference: "DON-E2EPD1", amountCents: 15000 },
        { ...donor, reference: "DON-E2EPD2", amountCents: 3000, receiptRequested: false },
      ])
      .returning();
    const [receipt] = await db
      .insert(receipts)
      .values({
        donationId: kept!.id,
        donorName: "Khadija Ndiaye",
        donorAddress: "45 rue Jacques-Cartier, Saguenay QC G7H 2B2",
        donorEmail: DONOR,
        amountCents: 15000,
        eligibleCents: 15000,
        dateReceived: "2026-02-10",
        placeOfIssue: "Saguenay",
      })
      .returning();
    await db.insert(receiptDonations).values({ receiptId: receipt!.id, donationId: kept!.id });
    await db.insert(orders).values({
      reference: "CMD-E2EPD1",
      customerName: "Khadija Ndiaye",
      customerEmail: DONOR,
      paymentMethod: "interac",
      totalCents: 2500,
      personId: person!.id,
    });
    await db.insert(contactMessages).values({
      name: "Khadija Ndiaye",
      email: DONOR,
      subject: "Cours d'arabe",
      message: "Bonjour, quand commencent les cours ?",
    });
    await db.insert(newsletterSubscribers).values({
      email: DONOR,
      name: "Khadija",
      status: "confirmed",
      consentText: "J'accepte de recevoir l'infolettre.",
      consentSource: "/infolettre",
      consentedAt: new Date(),
    });
  } finally {
    await database.close();
  }
}

describeE2E("renseignements personnels dans Chromium", () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "fondation-e2e-personal-"));
    await seedDonor();
  });
  afterAll(async () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const site = siteInBrowser(() => ({
    dataDir,
    env: { ...E2E_ADMIN_ENV, DATA_DIR: dataDir, SEED_IMAGES: "false" },
  }));
  const { sessions } = site;

  /** Searches `typed`; the results are named by the address as stored (trimmed, lower-cased). */
  async function search(page: Page, typed: string) {
    const main = page.getByRole("main");
    await main.getByLabel("Adresse courriel de la personne").fill(typed);
    await main.getByRole("button", { name: "Rechercher" }).click();
    return main.getByRole("region", { name: `Résultats pour ${typed.trim().toLowerCase()}` });
  }

  it("search → categories → export → erase after confirming → only the receipt is left", async () => {
    const { page } = await sessions.signIn("/admin/renseignements-personnels");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Renseignements personnels" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Onglets des renseignements personnels" });
    expect(await nav.getByRole("link", { name: "Recherche" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await expectNoAxeViolations(page);

    // A bad address: the French message on the field, the keyboard on it.
    await main.getByLabel("Adresse courriel de la personne").fill("khadija");
    await main.getByRole("button", { name: "Rechercher" }).click();
    await main.getByText(/^Adresse courriel invalide/).waitFor();
    await expectNoAxeViolations(page);

    // The donor: every category with its count (the address typed in another case).
    const results = await search(page, "  Khadija.Ndiaye@Example.org ");
    await results.waitFor();
    const found = results.getByRole("list", { name: "Catégories trouvées" });
    for (const line of [
      "Fiche de la personne : 1",
      "Dons : 2",
      "Reçus officiels : 1",
      "Commandes de la boutique : 1",
      "Messages de contact : 1",
      "Abonnement à l'infolettre : 1",
    ]) {
      await found.getByText(line).waitFor();
    }
    await results.getByRole("rowheader", { name: "DON-E2EPD2" }).waitFor();
    await results.getByText(RECEIPTS_KEPT).waitFor();
    await expectNoAxeViolations(page);

    // The export: a JSON file holding every record.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      results.getByRole("button", { name: "Télécharger l'export (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^renseignements-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      lisezMoi: string;
      adresse: string;
      categories: Record<string, { nombre: number; enregistrements: Record<string, unknown>[] }>;
    };
    expect(file.adresse).toBe(DONOR);
    expect(file.lisezMoi).toContain("six ans");
    expect(file.categories.donations!.enregistrements.map((row) => row.reference).sort()).toEqual([
      "DON-E2EPD1",
      "DON-E2EPD2",
    ]);
    expect(file.categories.orders!.enregistrements[0]).toMatchObject({
      reference: "CMD-E2EPD1",
      customerName: "Khadija Ndiaye",
    });
    expect(file.categories.contactMessages!.enregistrements[0]).toMatchObject({
      message: "Bonjour, quand commencent les cours ?",
    });
    expect(file.categories.newsletterSubscribers!.nombre).toBe(1);
    expect(file.categories.receipts!.nombre).toBe(1);

    // The erasure: the dialog says what will happen; cancelling changes nothing.
    await results.getByRole("button", { name: "Effacer les renseignements…" }).click();
    const dialog = page.getByRole("dialog", {
      name: "Effacer les renseignements de cette personne ?",
    });
    await dialog.getByText(RECEIPTS_KEPT).waitFor();
    await dialog.getByText(/Messages de contact \(1\)/).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });
    await results.getByRole("button", { name: "Effacer les renseignements…" }).click();
    await dialog.getByRole("button", { name: "Effacer définitivement" }).click();
    await expectToast(page, "Renseignements effacés");
    await main
      .getByRole("status")
      .getByText(/Effacement terminé/)
      .waitFor();

    // Searched again: only the receipt and the gift it attests, with the explanation.
    await page.goto(`${site.server.url}/admin/renseignements-personnels`);
    await waitForHydration(page);
    const after = await search(page, DONOR);
    await after.getByText("Reçus officiels : 1").waitFor();
    const lines = await after.getByRole("list", { name: "Catégories trouvées" }).innerText();
    expect(
      lines
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .sort(),
    ).toEqual(["Dons : 1", "Dons attestés par les reçus : 1", "Reçus officiels : 1"]);
    await after.getByRole("rowheader", { name: "DON-E2EPD1" }).waitFor();
    await after.getByText(RECEIPTS_KEPT).waitFor();
    expect(await after.getByRole("button", { name: "Effacer les renseignements…" }).count()).toBe(
      0,
    );
    await expectNoAxeViolations(page);
  }, 240_000);
});
