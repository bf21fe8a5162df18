/**
 * npm run admin:create -- --email awa@example.ca --name "Awa Diop"
 *
 * Creates an administrateur account in the database the app uses (DATABASE_URL, else PGlite in
 * DATA_DIR). The password comes from ADMIN_PASSWORD, or is asked for on the terminal without
 * being shown. At least 12 characters; an e-mail already in use is refused.
 */
import { parseArgs } from "node:util";
import { createUser, UserInputError } from "~/domain/users/users.server";
import { MIN_PASSWORD_LENGTH } from "~/domain/users/password-rules";
import { migrate, openDatabase, optionsFromEnv } from "~/server/db.server";

const usage =
  'Usage : npm run admin:create -- --email adresse@exemple.ca [--name "Prénom Nom"]\n' +
  "Le mot de passe est lu dans ADMIN_PASSWORD, sinon demandé au clavier.";

/** Reads one line from the terminal without echoing it (or from a pipe, as is). */
async function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  if (!input.isTTY) {
    // Piped: read the first line.
    let buffer = "";
    for await (const chunk of input) {
      buffer += String(chunk);
      if (buffer.includes("\n")) break;
    }
    process.stdout.write("\n");
    return buffer.split(/\r?\n/)[0] ?? "";
  }
  return new Promise((resolve, reject) => {
    let value = "";
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.resume();
    const done = (result: string | Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stdout.write("\n");
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return done(value);
        if (char === "\u0003") return done(new Error("Annulé."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}

async function main(): Promise<number> {
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(`Adresse courriel manquante ou invalide (--email).\n${usage}`);
    return 2;
  }

  let password = process.env.ADMIN_PASSWORD ?? "";
  if (!password) {
    password = await askHidden("Mot de passe : ");
    if (password.length >= MIN_PASSWORD_LENGTH && process.stdin.isTTY) {
      const again = await askHidden("Confirmez le mot de passe : ");
      if (again !== password) {
        console.error("Les deux mots de passe diffèrent ; aucun compte créé.");
        return 1;
      }
    }
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(
      `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères ; aucun compte créé.`,
    );
    return 1;
  }

  const database = await openDatabase(optionsFromEnv());
  try {
    await migrate(database);
    const user = await createUser(database.db, {
      email,
      name: values.name?.trim() || email,
      password,
      role: "administrateur",
    });
    console.log(`Administrateur créé : ${user.email} (${user.name}).`);
    return 0;
  } catch (error) {
    if (error instanceof UserInputError) {
      console.error(`${error.message} Aucun compte créé.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
