/**
 * Reference codes people copy by hand (an Interac transfer message, a phone call): no 0/O, 1/I/L
 * or U/V, so a code read aloud or retyped is not mistaken for another.
 */
export const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTWXYZ23456789";
export const REFERENCE_LENGTH = 6;

/**
 * "DON-7K3M9P". `randomValues` is injectable for tests; by default it is the Web Crypto API
 * (unpredictable, so a reference cannot be guessed from another one).
 */
export function referenceCode(
  prefix: string,
  randomValues: (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer> = (array) =>
    crypto.getRandomValues(array),
): string {
  const values = randomValues(new Uint32Array(REFERENCE_LENGTH));
  let code = "";
  // 2^32 is not a multiple of the alphabet's size; the bias (< 1e-8) does not matter here.
  for (const value of values) code += REFERENCE_ALPHABET[value % REFERENCE_ALPHABET.length];
  return `${prefix}-${code}`;
}

/**
 * Runs `insert` with fresh reference codes until one is not taken (a clash is rare: 29^6 codes).
 * `insert` must skip a taken code (ON CONFLICT DO NOTHING) and return the inserted row.
 */
export async function insertWithUniqueReference(
  prefix: string,
  insert: (code: string) => Promise<{ reference: string }[]>,
  makeCode: (prefix: string) => string = referenceCode,
): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await insert(makeCode(prefix));
    if (row) return row.reference;
  }
  throw new Error(`Aucune référence ${prefix} libre après 8 essais.`);
}
