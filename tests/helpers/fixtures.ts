/**
 * What the integration tests start from, in one place: a signed-in volunteer of any role (or one
 * of each), a database filled with the sample content before every test, a fresh upload folder,
 * and a small PNG to upload. Calling the route modules (form posts, loaders, toasts, refusals) is
 * in ./routes.ts.
 *
 *   const database = setupTestDatabase();
 *   const { me, cookie } = await signIn(database.db, "editeur");
 */
import { projectCollected } from "~/domain/projects/collected.server";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach } from "vitest";
import { seed } from "#db/seed/index";
import type { Role } from "~/domain/admin/roles";
import { roles } from "~/domain/admin/roles";
import { normalizeEmail } from "~/domain/users/schema";
import { createUser } from "~/domain/users/users.server";
import { defaultSettings } from "~/domain/settings/schema";
import { saveSettings } from "~/domain/settings/settings.server";
import { projects, users } from "#db/schema";
import { hashPassword } from "~/server/auth/password.server";
import { hashToken, type SessionMeta } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { setupTestDatabase, withTempDataDir, type TempDataDir } from "./db";
import { sessionCookie } from "./routes";

/** The password of every account the fixtures create (long enough for the password rules). */
export const TEST_PASSWORD = "une phrase de passe solide";

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export interface SignedIn {
  me: TestUser;
  /** The `__session=…` pair for a Cookie header. */
  cookie: string;
}

export interface SignInOptions {
  /** Default `${role}@example.org`: give another one to sign in a second person of a role. */
  email?: string;
  /** Default the role's key ("editeur"); it shows as the author, in the journal… */
  name?: string;
  /** The session's address, browser and time. */
  session?: Omit<SessionMeta, "db">;
}

/** Creates a volunteer with `role` and opens their session. */
export async function signIn(
  db: Db,
  role: Role = "administrateur",
  { email = `${role}@example.org`, name = role, session = {} }: SignInOptions = {},
): Promise<SignedIn> {
  const [me] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), name, role, passwordHash: await testPasswordHash() })
    .returning();
  return { me, cookie: await sessionCookie(db, me.id, session) };
}

let passwordHash: Promise<string> | undefined;
/**
 * TEST_PASSWORD's hash, computed once per test file: argon2 at its real cost takes a few hundred
 * milliseconds on a busy machine, and nearly every test signs someone in. The accounts are
 * written as createUser writes them (users.server.ts, whose own rules its tests cover), and the
 * password still works at /connexion.
 */
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

/**
 * Another session for an existing account (a second browser, a phone…): its Cookie pair and its
 * id as the sessions table stores it.
 */
export async function openSession(
  db: Db,
  userId: number,
  meta: Omit<SessionMeta, "db"> = {},
): Promise<{ cookie: string; id: string }> {
  const cookie = await sessionCookie(db, userId, meta);
  return { cookie, id: hashToken(cookie.slice(cookie.indexOf("=") + 1)) };
}

/** One signed-in volunteer of each role (administrateur, editeur, tresorier). */
export async function signInEveryRole(db: Db): Promise<Record<Role, SignedIn>> {
  const entries = [];
  for (const role of roles) entries.push([role, await signIn(db, role)] as const);
  return Object.fromEntries(entries) as Record<Role, SignedIn>;
}

/**
 * A test database emptied and filled with the sample content (db/seed, pictures left out) before
 * every test, so each test may change it freely. Returns the handle of `setupTestDatabase`.
 */
export function setupSeededDatabase(): ReturnType<typeof setupTestDatabase> {
  const handle = setupTestDatabase({ resetBeforeEach: true });
  // Registered after the reset, so it runs after it (vitest runs `before` hooks in order).
  beforeEach(async () => {
    await seed(handle.db, { images: false });
  });
  return handle;
}

/** A fresh DATA_DIR (uploads) before every test, removed after the file. */
export function setupTempDataDir(): { readonly dir: string } {
  let current: TempDataDir | undefined;
  beforeEach(async () => {
    await current?.cleanup();
    current = withTempDataDir();
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  return {
    get dir() {
      if (!current) throw new Error("Le dossier de données n'existe qu'au sein d'un test.");
      return current.dir;
    },
  };
}

export interface PngOptions {
  width?: number;
  height?: number;
  /** CSS colour of the whole picture. */
  color?: string;
}

/** A real PNG file, as a browser uploads it. */
export async function pngFile(
  name = "photo.png",
  { width = 20, height = 20, color = "#1b4d3e" }: PngOptions = {},
): Promise<File> {
  const data = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: "image/png" });
}

/**
 * A project gifts may go to, straight in the table (the active "Construction de la Zawiya" unless
 * `values` says otherwise): its id.
 */
export async function insertProject(
  db: Db,
  values: Partial<typeof projects.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({
      title: "Construction de la Zawiya",
      category: "infrastructure",
      status: "active",
      goalCents: 1_000_000,
      startDate: "2026-01-01",
      ...values,
    })
    .returning({ id: projects.id });
  return row.id;
}

/** What a project shows as collected: typed elsewhere plus its confirmed gifts (the ledger). */
export async function projectCollectedCents(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ cents: projectCollected })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row!.cents;
}

/** The settings every official receipt prints (Paramètres › Dons): a number and a signer. */
export async function receiptSettings(db: Db): Promise<void> {
  await saveSettings(db, "donation", {
    ...defaultSettings.donation,
    charityNumber: "123456789 RR 0001",
    receiptSigner: "Mamadou Diallo, trésorier",
  });
}
