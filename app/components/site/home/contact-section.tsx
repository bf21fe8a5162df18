/**
 * Contact section of the home page (spec §2.3, item 11): the contact form, the map and the
 * foundation's details. `ContactForm` follows the form protocol (docs/decisions/0021): the
 * route's action validates and stores, the browser runs the same schema first, loaded when the
 * visitor reaches the form, and the page's constraints come from the route's loader.
 */
import * as React from "react";
import { Form, useNavigation } from "react-router";
import { useLazySchemaForm } from "~/components/site/use-lazy-schema-form";
import { CircleCheck, Mail, MapPin, Phone, Send } from "~/components/ui/icons";
import type { ContactField } from "~/domain/contact/schema";
import type { HomeData } from "~/domain/home/types";
import type { FormConstraints } from "~/lib/forms/constraints";
import { refusalFor, valueOf, type FormRefusal } from "~/lib/forms/refusal";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field, FormAlert } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { notify, preloadNotifications } from "~/components/ui/toaster";
import { telHref } from "~/components/site/contact-links";
import { MapEmbed } from "~/components/site/map-embed";
import { container, SectionHeading } from "./section-heading";
import { HoneypotField } from "~/components/site/honeypot-field";

const INTENT = "contact";
const FIELD_ORDER: readonly ContactField[] = ["name", "email", "subject", "message"];
const loadSchema = () => import("~/domain/contact/schema").then((m) => m.contactSchema);

export interface ContactFormProps {
  /** The server's refusal of the last submission, if it was one. */
  refused?: FormRefusal<ContactField>;
  /** The form's HTML constraints, from its schema (computed by the route's loader). */
  constraints: FormConstraints;
  sent?: boolean;
  submitting?: boolean;
  /** The route whose action receives the form (default: the home page). */
  action?: string;
}

export function ContactForm({
  refused,
  constraints,
  sent = false,
  submitting = false,
  action = "/?index",
}: ContactFormProps) {
  const form = useLazySchemaForm<ContactField>({
    schema: loadSchema,
    refused,
    order: FIELD_ORDER,
    constraints,
  });
  const typed = (name: ContactField) => ({ name, defaultValue: valueOf(refused, name, "") });

  return (
    <Form
      {...form.props}
      method="post"
      action={action}
      preventScrollReset
      className="grid gap-5"
      aria-describedby="contact-note"
      onFocus={() => {
        form.props.onFocus();
        // The route toasts after a send: load the notifications while the visitor writes.
        preloadNotifications().catch(() => {});
      }}
    >
      <input type="hidden" name="intent" value={INTENT} />
      <p id="contact-note" className="text-sm text-muted-foreground">
        Tous les champs sont obligatoires.
      </p>

      <FormAlert message={form.errors.form} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Nom" error={form.errors.name}>
          {(control) => (
            <Input
              {...control}
              {...typed("name")}
              {...form.constraint("name")}
              autoComplete="name"
            />
          )}
        </Field>
        <Field id="contact-email" label="Courriel" error={form.errors.email}>
          {(control) => (
            <Input
              {...control}
              {...typed("email")}
              {...form.constraint("email")}
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
      </div>
      <Field id="contact-subject" label="Sujet" error={form.errors.subject}>
        {(control) => <Input {...control} {...typed("subject")} {...form.constraint("subject")} />}
      </Field>
      <Field id="contact-message" label="Message" error={form.errors.message}>
        {(control) => (
          <Textarea
            {...control}
            {...typed("message")}
            required={form.constraint("message").required}
            maxLength={form.constraint("message").maxLength}
            rows={5}
          />
        )}
      </Field>

      <HoneypotField idPrefix="contact" />

      <div className="flex flex-col items-start gap-4">
        <Button type="submit" size="lg" disabled={submitting}>
          <Send aria-hidden="true" />
          {submitting ? "Envoi…" : "Envoyer le message"}
        </Button>
        <div role="status" aria-live="polite" className="w-full">
          {sent ? (
            <p className="flex items-start gap-2 rounded-md border border-primary/30 bg-accent p-3 text-sm text-accent-foreground">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Merci ! Votre message a bien été envoyé. Nous vous répondrons bientôt.
            </p>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

/** What a contact form's action answers (see contactFormAction): a send, or the refusal. */
export type ContactActionData = { status: "sent"; receipt: string } | { refused: FormRefusal };

/**
 * The state of a page's contact form from its action's answer: the refusal to show again, a
 * confirmation toast after a send, and a new form key that empties the form.
 */
export function useContactForm(actionData: ContactActionData | undefined) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === INTENT;
  const receipt = actionData && "status" in actionData ? actionData.receipt : undefined;
  const sent = receipt !== undefined;

  React.useEffect(() => {
    if (sent) notify.success("Message envoyé", { description: "Nous vous répondrons bientôt." });
  }, [actionData, sent]);

  return {
    formKey: receipt ?? "form",
    sent,
    submitting,
    refused:
      actionData && "refused" in actionData
        ? refusalFor<ContactField>(actionData, INTENT)
        : undefined,
  };
}

export interface ContactSectionProps extends ContactFormProps {
  contact: HomeData["contact"];
  /** Changing it remounts (empties) the form, e.g. after a successful send. */
  formKey?: React.Key;
}

export function ContactSection({ contact, formKey, ...form }: ContactSectionProps) {
  return (
    <section aria-labelledby="contact-titre" className="bg-muted py-14 sm:py-20">
      <div className={container}>
        <SectionHeading
          id="contact-titre"
          eyebrow="Contact"
          title="Contactez-nous"
          intro="Une question, une demande ou une suggestion ? Écrivez-nous : nous vous répondrons rapidement."
        />
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <h3 className="mb-5 text-xl font-semibold text-primary">Écrivez-nous</h3>
            <ContactForm key={formKey} {...form} />
          </div>
          <div className="grid content-start gap-6">
            <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <h3 className="mb-4 text-xl font-semibold text-primary">Nos coordonnées</h3>
              <address className="grid gap-3 not-italic">
                {contact.address ? (
                  <p className="flex gap-3">
                    <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                    <span>{contact.address}</span>
                  </p>
                ) : null}
                {contact.phone ? (
                  <p className="flex items-center gap-3">
                    <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
                    <a href={telHref(contact.phone)} className="prose-link">
                      {contact.phone}
                    </a>
                  </p>
                ) : null}
                {contact.email ? (
                  <p className="flex items-center gap-3">
                    <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
                    <a href={`mailto:${contact.email}`} className="prose-link break-all">
                      {contact.email}
                    </a>
                  </p>
                ) : null}
              </address>
            </div>
            <MapEmbed
              latitude={contact.mapLatitude}
              longitude={contact.mapLongitude}
              address={contact.address}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
