/**
 * Password hashing with argon2id (@node-rs/argon2, prebuilt native binaries). Its defaults are
 * OWASP's recommendation for argon2id: 19 MiB of memory, 2 passes, 1 lane.
 */
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `passwordHash`; false (never an exception) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account, so that an unknown e-mail answers as
 * slowly as a wrong password (the response time must not tell which e-mails have an account).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword("mot de passe factice, jamais valide");
  await verifyPassword(await dummy, password);
  return false;
}
