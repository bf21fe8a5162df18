import { describe, expect, it } from "vitest";
import { contactMessages, donations, eventRequests } from "#db/schema";
import { getDashboard } from "~/domain/dashboard/dashboard.server";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();

const donor = {
  firstName: "Awa",
  lastName: "Diop",
  email: "awa@example.org",
  paymentMethod: "interac",
};

describe("back-office dashboard", () => {
  it("computes the donation figures from the donations", async () => {
    await database.db.insert(donations).values([
      { ...donor, reference: "DON-1", amountCents: 5000, status: "completed" },
      { ...donor, reference: "DON-2", amountCents: 2500, status: "completed" },
      { ...donor, reference: "DON-3", amountCents: 10000, status: "pending" },
      { ...donor, reference: "DON-4", amountCents: 99900, status: "failed" },
    ]);
    const { donations: figures } = await getDashboard(database.db, "tresorier");
    expect(figures).toMatchObject({ completedCents: 7500, pendingCents: 10000, records: 4 });
    expect(figures!.latest).toHaveLength(4);
  });

  it("shows each role only its own blocks", async () => {
    await database.db
      .insert(contactMessages)
      .values({ name: "A", email: "a@example.org", subject: "S", message: "M" });
    await database.db.insert(eventRequests).values({
      reference: "DEM-1",
      title: "Mariage",
      requesterName: "Coumba",
      requesterEmail: "c@example.org",
      eventType: "mariage",
      date: "2027-01-05",
    });

    const editor = await getDashboard(database.db, "editeur");
    expect(editor.donations).toBeNull();
    expect(editor.unreadMessages).toBeNull();
    expect(editor.content?.pendingRequestCount).toBe(1);

    const treasurer = await getDashboard(database.db, "tresorier");
    expect(treasurer.content).toBeNull();
    expect(treasurer.donations).not.toBeNull();

    const admin = await getDashboard(database.db, "administrateur");
    expect(admin.unreadMessages).toBe(1);
    expect(admin.content).not.toBeNull();
    expect(admin.donations).not.toBeNull();
  });
});
