/**
 * Donations and payment options. Only Interac is enabled: no card or PayPal provider is
 * configured yet. No receipt is marked as sent, so that every receipt in the database was
 * really issued by the back-office.
 */
import type { donations, paymentOptions } from "#db/schema";
import type { SeedClock } from "../clock";
import { referenceMaker } from "../references";

type DonationRow = Omit<typeof donations.$inferInsert, "projectId"> & {
  /** Position of the project in `sampleProjects` (0 is the Zawiya), or null for a general donation. */
  project: number | null;
};

export const samplePaymentOptions: (typeof paymentOptions.$inferInsert)[] = [
  {
    name: "Carte bancaire",
    description: "Paiement sécurisé par carte de crédit ou de débit (Visa, Mastercard).",
    type: "card",
    enabled: false,
    config: null,
  },
  {
    name: "Interac",
    description: "Virement Interac par courriel à l'adresse de dons de la fondation.",
    type: "interac",
    enabled: true,
    config: null,
  },
  {
    name: "PayPal",
    description: "Paiement par compte PayPal.",
    type: "paypal",
    enabled: false,
    config: null,
  },
];

export function sampleDonations(clock: SeedClock): DonationRow[] {
  const reference = referenceMaker("DON");
  return [
    {
      reference: reference(),
      firstName: "Aminata",
      lastName: "Touré",
      email: "aminata.toure@example.org",
      phone: "418 555-0161",
      address: "410, rue Jacques-Cartier Est",
      city: "Chicoutimi",
      province: "QC",
      postalCode: "G7H 1Z4",
      amountCents: 25_000,
      project: 0,
      paymentMethod: "interac",
      status: "completed",
      receiptRequested: true,
      receivedAt: clock.ago(20),
      createdAt: clock.ago(21),
    },
    {
      reference: reference(),
      firstName: "Gabriel",
      lastName: "Fortin",
      email: "gabriel.fortin@example.org",
      phone: null,
      address: "2285, boulevard Talbot",
      city: "Chicoutimi",
      province: "QC",
      postalCode: "G7H 5B1",
      amountCents: 10_000,
      project: 2,
      paymentMethod: "card",
      status: "completed",
      receiptRequested: true,
      receivedAt: clock.ago(12),
      createdAt: clock.ago(12),
    },
    {
      reference: reference(),
      firstName: "Seynabou",
      lastName: "Mbodj",
      email: "seynabou.mbodj@example.org",
      phone: "418 555-0163",
      amountCents: 50_000,
      project: 0,
      paymentMethod: "interac",
      status: "pending",
      receiptRequested: true,
      createdAt: clock.ago(2),
    },
    {
      reference: reference(),
      firstName: "Karim",
      lastName: "Benali",
      email: "karim.benali@example.org",
      phone: null,
      amountCents: 5_000,
      project: 1,
      paymentMethod: "paypal",
      status: "failed",
      statusReason: "Paiement refusé par PayPal.",
      receiptRequested: false,
      createdAt: clock.ago(8),
    },
    {
      reference: reference(),
      firstName: "Louise",
      lastName: "Girard",
      email: "louise.girard@example.org",
      phone: "418 555-0165",
      address: "78, rue Price Ouest",
      city: "Chicoutimi",
      province: "QC",
      postalCode: "G7J 1G8",
      amountCents: 2_000,
      project: null,
      paymentMethod: "interac",
      status: "completed",
      receiptRequested: true,
      receivedAt: clock.ago(4),
      createdAt: clock.ago(5),
    },
  ];
}
