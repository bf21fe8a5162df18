import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** The hidden spam-trap field of a public form (see app/lib/honeypot.ts). */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="hp-field">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
