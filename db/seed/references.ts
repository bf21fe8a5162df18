/**
 * The sample content's references (DON-, CMD-, DEM-) come from the site's own generator, so
 * they use the alphabet a donor copies and the bank import recognises
 * (app/lib/reference.ts, app/domain/donations/bank-file/find-reference.ts): a volunteer trying the
 * reconciliation on the sample data finds its pending gift and order.
 */
import { referenceCode } from "~/lib/reference";

/** A maker of `prefix` references, each distinct from those it made before. */
export function referenceMaker(prefix: string): () => string {
  const made = new Set<string>();
  return () => {
    let code = referenceCode(prefix);
    while (made.has(code)) code = referenceCode(prefix);
    made.add(code);
    return code;
  };
}
