/**
 * 'Rapprochement bancaire' on /admin/donations (issue 13, item 5), through the screen's action as
 * the browser posts it: the bank's CSV export (the Desjardins and RBC fixtures, a generic file
 * with its columns chosen on screen) → the proposals (match, amount differs, unknown reference,
 * already confirmed, several references, no reference) → the ticked matches confirmed in one
 * transaction with their receipts, every credit line's fingerprint stored, journaled; the same
 * file imported again confirms nothing. A file that is not a CSV is refused in French.
 */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  bankImports,
  bankLines,
  donations,
  emailOutbox,
  orders,
  receipts,
} from "#db/schema";
import {
  BANK_FILE_NOT_CSV,
  BANK_FILE_REQUIRED,
  BANK_PREVIEW_INTENT,
  type BankPreview,
} from "~/domain/donations/bank-import";
import { formatMoney } from "~/lib/format";
import { action, loader } from "~/routes/admin/donations/route";
import { seed } from "#db/seed/index";
import { setupTestDatabase } from "../helpers/db";
import { bankConfirmFields as confirmFields, type BankProposals } from "../helpers/bank-file";
import { signIn, receiptSettings as fixedReceiptSettings } from "../helpers/fixtures";
import { refused, routeAt, type FormFields } from "../helpers/routes";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/donations";
const TAB = "?onglet=rapprochement";
const { post, load, toast } = routeAt(
  BASE,
  { action, loader },
  { toast: ["title", "description", "type", "location"], multipart: true },
);

const fixture = (name: string) =>
  new File([readFileSync(new URL(`../fixtures/bank/${name}`, import.meta.url))], name, {
    type: "text/csv",
  });

async function preview(cookie: string, fields: FormFields): Promise<BankPreview> {
  const result = (await post(cookie, fields, TAB)) as unknown as { bankPreview?: BankPreview };
  expect(result.bankPreview, JSON.stringify(result)).toBeDefined();
  return result.bankPreview!;
}

async function upload(cookie: string, name: string) {
  return preview(cookie, { intent: BANK_PREVIEW_INTENT, file: fixture(name) });
}

type Proposals = BankProposals;

function proposals(shown: BankPreview): Proposals {
  expect(shown.step).toBe("proposals");
  return shown as Proposals;
}

const labels = (shown: Proposals) =>
  shown.lines.map((line) => [line.line, line.references.join(" "), line.label]);

const receiptSettings = () => fixedReceiptSettings(database.db);

function gift(reference: string, amountCents: number, status = "pending") {
  return {
    reference,
    firstName: "Marie-Ève",
    lastName: "Côté",
    email: "me.cote@example.org",
    address: "12, rue Racine Est",
    city: "Chicoutimi",
    province: "QC",
    postalCode: "G7H 1R1",
    amountCents,
    paymentMethod: "interac",
    status,
    receiptRequested: true,
  } satisfies typeof donations.$inferInsert;
}

async function addOrder(reference: string, totalCents: number) {
  const [row] = await database.db
    .insert(orders)
    .values({
      reference,
      customerName: "Benoît Gagné",
      customerEmail: "benoit@example.org",
      status: "pending",
      paymentMethod: "interac",
      totalCents,
    })
    .returning({ id: orders.id });
  return row.id;
}

const donationOf = async (reference: string) =>
  (await database.db.select().from(donations).where(eq(donations.reference, reference)))[0]!;

describe("Rapprochement bancaire", () => {
  it("reads the Desjardins file, confirms the ticked matches with their receipts, and never twice", async () => {
    await receiptSettings();
    const { me, cookie } = await signIn(database.db, "tresorier");
    await database.db.insert(donations).values(gift("DON-7K3M9P", 5_000));
    const orderId = await addOrder("CMD-8RT5ZN", 4_250);

    const shown = proposals(await upload(cookie, "desjardins-accesd.csv"));
    expect(shown.layoutLabel).toBe("Desjardins (AccèsD)");
    expect(shown.skipped).toBe(2);
    expect(labels(shown)).toEqual([
      [1, "DON-7K3M9P", "Correspond"],
      [3, "DON-4HQ2WX", "Référence inconnue"],
      [5, "", "Aucune référence"],
      [6, "CMD-8RT5ZN", "Correspond"],
      [8, "", "Aucune référence"],
      [9, "", "Aucune référence"],
      [10, "", "Aucune référence"],
    ]);
    expect(shown.lines.filter((l) => l.confirmable).map((l) => l.line)).toEqual([1, 6]);
    // The preview changes nothing.
    expect(await database.db.select().from(bankImports)).toEqual([]);
    expect((await donationOf("DON-7K3M9P")).status).toBe("pending");

    const done = toast(await post(cookie, confirmFields(shown), TAB));
    expect(done).toMatchObject({
      title: "Rapprochement enregistré",
      description:
        "1 don confirmé, 1 commande payée, 1 reçu officiel envoyé ; 7 lignes enregistrées.",
      location: "/admin/donations?onglet=rapprochement",
    });
    const gift7 = await donationOf("DON-7K3M9P");
    expect(gift7.status).toBe("completed");
    expect(gift7.receiptSentAt).not.toBeNull();
    expect(await database.db.select().from(receipts)).toHaveLength(1);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe("processing");
    expect(order.paidAt).not.toBeNull();
    const mail = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mail.map((m) => m.topic).sort()).toEqual(["donation.receipt", "order.status"]);

    const [batch] = await database.db.select().from(bankImports);
    expect(batch).toMatchObject({
      fileName: "desjardins-accesd.csv",
      layout: "desjardins",
      importedBy: me.id,
      lineCount: 7,
      confirmedCount: 2,
    });
    const stored = await database.db.select().from(bankLines).orderBy(bankLines.id);
    expect(stored).toHaveLength(7);
    expect(stored.filter((l) => l.outcome === "confirmed").map((l) => l.amountCents)).toEqual([
      5_000, 4_250,
    ]);
    const journal = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(journal.map((entry) => entry.action)).toContain("import");
    expect(journal.find((entry) => entry.action === "import")).toMatchObject({
      entity: "bank_import",
      entityId: String(batch.id),
      userId: me.id,
    });

    // The recent imports are listed on the tab.
    const data = await load(cookie, TAB);
    expect(data.moneyIn).toMatchObject({ tab: "rapprochement" });

    // The same file again: every line is already imported, nothing is confirmed twice.
    const again = proposals(await upload(cookie, "desjardins-accesd.csv"));
    expect(new Set(again.lines.map((line) => line.label))).toEqual(new Set(["Déjà importée"]));
    expect(again.lines.some((line) => line.confirmable)).toBe(false);
    // Even the boxes of the first preview, posted again (a reload), confirm nothing.
    const twice = toast(await post(cookie, confirmFields(shown), TAB));
    expect(twice.title).toBe("Aucune ligne nouvelle");
    expect(await database.db.select().from(bankImports)).toHaveLength(1);
    expect(await database.db.select().from(bankLines)).toHaveLength(7);
    expect(await database.db.select().from(receipts)).toHaveLength(1);
  });

  it("flags the RBC file's differences and confirms only what still matches", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    await database.db
      .insert(donations)
      .values([gift("DON-M2P6KD", 10_000, "completed"), gift("DON-7K3M9P", 5_000)]);

    const shown = proposals(await upload(cookie, "rbc-chequing.csv"));
    expect(shown.layoutLabel).toBe("RBC Banque Royale");
    expect(labels(shown)).toEqual([
      [2, "DON-M2P6KD", "Déjà confirmé"],
      [
        4,
        "DON-7K3M9P",
        `Montant différent (attendu ${formatMoney(5_000)}, reçu ${formatMoney(4_000)})`,
      ],
      [5, "", "Aucune référence"],
      [7, "CMD-8RT5ZN DON-4HQ2WX", "Plusieurs références"],
    ]);
    expect(shown.lines.some((line) => line.confirmable)).toBe(false);

    // A box forged on a line that does not match confirms nothing.
    const forged = toast(await post(cookie, confirmFields(shown, shown.lines), TAB));
    expect(forged.title).toBe("Rapprochement enregistré");
    expect(forged.description).toBe(
      "0 don confirmé, 0 commande payée, 0 reçu officiel envoyé ; 4 lignes enregistrées. 4 lignes cochées n'étaient plus à confirmer.",
    );
    expect((await donationOf("DON-7K3M9P")).status).toBe("pending");
    const stored = await database.db.select().from(bankLines);
    expect(stored.map((line) => line.outcome)).toEqual([
      "ignored",
      "ignored",
      "ignored",
      "ignored",
    ]);
  });

  it("asks for the columns of an unknown layout, then reads the file with them", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    await database.db.insert(donations).values(gift("DON-7K3M9P", 5_000));

    const asked = await upload(cookie, "generique-point-virgule.csv");
    expect(asked.step).toBe("mapping");
    if (asked.step !== "mapping") return;
    expect(asked.columnCount).toBe(5);
    expect(asked.sample[0]).toEqual(["Date", "Libellé", "Débit", "Crédit", "Solde"]);

    const carried = {
      intent: BANK_PREVIEW_INTENT,
      fileName: asked.file.fileName,
      content: asked.file.content,
      layout: "generic",
    };
    // A missing column is refused on the mapping form, the file still carried.
    const incomplete = await preview(cookie, {
      ...carried,
      dateColumn: "1",
      dateFormat: "DD/MM/YYYY",
      amountKind: "split",
      descriptionColumn: "2",
      decimal: "comma",
    });
    expect(incomplete.step).toBe("mapping");
    if (incomplete.step === "mapping") {
      expect(incomplete.errors.creditColumn).toBe("Choisissez une colonne.");
    }

    const mapping = {
      hasHeader: "on",
      dateColumn: "1",
      dateFormat: "DD/MM/YYYY",
      amountKind: "split",
      creditColumn: "4",
      debitColumn: "3",
      descriptionColumn: "2",
      decimal: "comma",
    };
    const shown = proposals(await preview(cookie, { ...carried, ...mapping }));
    expect(shown.layoutLabel).toBe("Autre banque (colonnes choisies)");
    expect(shown.file.mapping).toEqual(mapping);
    expect(labels(shown)[0]).toEqual([2, "DON-7K3M9P", "Correspond"]);
    expect(shown.problems.map((problem) => problem.line)).toEqual([5, 6]);

    const done = toast(await post(cookie, confirmFields(shown), TAB));
    expect(done.description).toMatch(/^1 don confirmé, 0 commande payée/);
    expect((await donationOf("DON-7K3M9P")).status).toBe("completed");
    const [batch] = await database.db.select().from(bankImports);
    expect(batch.layout).toBe("generic");
  });

  it("recognises every reference of the sample content: its pending gift matches, and each order", async () => {
    await seed(database.db, { images: false });
    const { cookie } = await signIn(database.db, "tresorier");
    const gifts = await database.db.select().from(donations).orderBy(donations.id);
    const sampleOrders = await database.db.select().from(orders).orderBy(orders.id);
    const pending = gifts.filter((gift) => gift.status === "pending");
    expect(pending.length).toBeGreaterThan(0);
    expect(sampleOrders.length).toBeGreaterThan(0);
    // One Desjardins credit line per seeded pending gift and order, its reference in the message.
    const records = [
      ...pending.map((gift) => ({ reference: gift.reference, cents: gift.amountCents })),
      ...sampleOrders.map((order) => ({ reference: order.reference, cents: order.totalCents })),
    ];
    const csv = records
      .map(
        ({ reference, cents }, index) =>
          `"815-30184","0456789","EOP","2026/11/02","${String(index + 1).padStart(5, "0")}","Virement Interac /Exemple ${reference}","","","${(cents / 100).toFixed(2)}","","","","","1000.00"`,
      )
      .join("\r\n");
    const shown = proposals(
      await preview(cookie, {
        intent: BANK_PREVIEW_INTENT,
        file: new File([csv], "exemple.csv", { type: "text/csv" }),
      }),
    );
    expect(shown.lines.map((line) => line.references)).toEqual(
      records.map(({ reference }) => [reference]),
    );
    for (const line of shown.lines) {
      expect(["Référence inconnue", "Aucune référence"], line.references[0]).not.toContain(
        line.label,
      );
    }
    const matching = shown.lines.filter((line) => line.label === "Correspond");
    const waiting = [
      ...pending.map((gift) => gift.reference),
      ...sampleOrders.filter((order) => order.status === "pending").map((o) => o.reference),
    ];
    expect(matching.map((line) => line.references[0])).toEqual(waiting);
  });

  it("refuses a file that is not a CSV, and no file, in French, changing nothing", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const pdf = new File(["%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n"], "releve.pdf", {
      type: "application/pdf",
    });
    const errorsOf = (result: unknown) =>
      (refused(result) as { refused: { errors: Record<string, string> } }).refused.errors;
    expect(errorsOf(await post(cookie, { intent: BANK_PREVIEW_INTENT, file: pdf }, TAB)).file).toBe(
      BANK_FILE_NOT_CSV,
    );
    const words = new File(["Bonjour\nceci n'est pas un relevé\n"], "notes.txt");
    expect(
      errorsOf(await post(cookie, { intent: BANK_PREVIEW_INTENT, file: words }, TAB)).file,
    ).toBe(BANK_FILE_NOT_CSV);
    expect(errorsOf(await post(cookie, { intent: BANK_PREVIEW_INTENT }, TAB)).file).toBe(
      BANK_FILE_REQUIRED,
    );
    expect(await database.db.select().from(bankImports)).toEqual([]);
  });
});
