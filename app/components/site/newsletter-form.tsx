/**
 * The newsletter sign-up (footer of every public page, and /infolettre): e-mail, an optional
 * name, and the consent box — unticked, its purpose written out; the sentence shown is the one
 * the server stores. The form posts to /infolettre, whose action answers (a page with the
 * answer, with or without JavaScript). No schema is loaded for it: the browser checks the HTML
 * constraints, the server the rules (domain/newsletter/schema.ts), so the footer adds no weight
 * to the pages.
 */
import { Form } from "react-router";
import { HoneypotField } from "~/components/site/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { SignUpField } from "~/domain/newsletter/schema";
import { CONSENT_TEXT, NEWSLETTER_PATH, SIGN_UP_INTENT } from "~/domain/newsletter/texts";
import type { FormRefusal } from "~/lib/forms/refusal";
import { EMAIL_MAX_LENGTH } from "~/lib/forms/limits";
import { cn } from "~/lib/utils";
import { PrivacyNotice } from "~/components/site/privacy-notice";

export function NewsletterForm({
  idPrefix,
  source,
  refused,
  sent,
  submitting = false,
  onDark = false,
}: {
  /** Ids of the fields: two forms can be on one page (the page's and the footer's). */
  idPrefix: string;
  /** The page the visitor is on, kept with the consent. */
  source: string;
  refused?: FormRefusal<SignUpField>;
  /** The answer once the sign-up was accepted (the same for every address). */
  sent?: string;
  submitting?: boolean;
  /** Drawn on the footer's dark green. */
  onDark?: boolean;
}) {
  const errors = refused?.errors ?? {};
  const values = refused?.values ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const labelClass = cn("text-sm font-medium", onDark ? "text-white" : "text-foreground");
  const errorClass = cn(
    "text-sm font-medium",
    onDark ? "text-white underline" : "text-destructive",
  );
  // A refused field is marked invalid and tied to its message, shown under it.
  const invalid = (name: SignUpField) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id(name)}-erreur` : undefined,
  });
  const message = (name: SignUpField) =>
    errors[name] ? (
      <p id={`${id(name)}-erreur`} className={errorClass}>
        {errors[name]}
      </p>
    ) : null;
  return (
    // From the footer the answer is on /infolettre: its top is where it shows.
    <Form method="post" action={NEWSLETTER_PATH} className="grid gap-4">
      <input type="hidden" name="intent" value={SIGN_UP_INTENT} />
      <input type="hidden" name="source" value={source} />
      {errors.form ? <FormAlert message={errors.form} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <label htmlFor={id("email")} className={labelClass}>
            Votre courriel
          </label>
          <Input
            id={id("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={values.email}
            {...invalid("email")}
          />
          {message("email")}
        </div>
        <div className="grid gap-2">
          <label htmlFor={id("name")} className={labelClass}>
            Votre nom (facultatif)
          </label>
          <Input
            id={id("name")}
            name="name"
            autoComplete="name"
            maxLength={120}
            defaultValue={values.name}
            {...invalid("name")}
          />
          {message("name")}
        </div>
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            id={id("consent")}
            name="consent"
            type="checkbox"
            required
            className={cn("mt-1 size-5 shrink-0", onDark ? "accent-gold-light" : "accent-primary")}
            {...invalid("consent")}
          />
          <label htmlFor={id("consent")} className={cn(labelClass, "leading-snug font-normal")}>
            {CONSENT_TEXT}
          </label>
        </div>
        {message("consent")}
      </div>
      <HoneypotField idPrefix={idPrefix} />
      <PrivacyNotice purpose="newsletter" onDark={onDark} />
      <div className="flex flex-col items-start gap-3">
        <SubmitButton
          busy={submitting}
          busyLabel="Envoi…"
          variant={onDark ? "secondary" : "default"}
        >
          M'inscrire à l'infolettre
        </SubmitButton>
        <div role="status" aria-live="polite" className="w-full">
          {sent ? (
            <p
              className={cn(
                "rounded-md border p-3 text-sm",
                onDark
                  ? "border-white/40 text-white"
                  : "border-primary/30 bg-accent text-accent-foreground",
              )}
            >
              {sent}
            </p>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
