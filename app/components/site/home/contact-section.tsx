/**
 * Contact section of the home page (spec §2.3, item 11): the contact form, the map and the
 * foundation's details. `ContactForm` is presentational: the route's action validates and stores.
 */
import * as React from "react";
import { Form, useNavigation } from "react-router";
import { CircleCheck, Mail, MapPin, Phone, Send } from "~/components/ui/icons";
import type { HomeData } from "~/domain/home/types";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { notify, preloadNotifications } from "~/components/ui/toaster";
import { telHref } from "~/components/site/contact-links";
import { MapEmbed } from "~/components/site/map-embed";
import { container, SectionHeading } from "./section-heading";
import { HoneypotField } from "~/components/site/honeypot-field";

export type ContactFormField = "name" | "email" | "subject" | "message";

export interface ContactFormProps {
  errors?: Partial<Record<ContactFormField | "form", string>>;
  values?: Partial<Record<ContactFormField, string>>;
  sent?: boolean;
  submitting?: boolean;
  /** The route whose action receives the form (default: the home page). */
  action?: string;
}

const FIELD_ORDER: ContactFormField[] = ["name", "email", "subject", "message"];

export function ContactForm({
  errors,
  values,
  sent = false,
  submitting = false,
  action = "/?index",
}: ContactFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors, FIELD_ORDER);

  const common = (field: ContactFormField) => ({
    name: field,
    required: true,
    defaultValue: values?.[field] ?? "",
  });

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      preventScrollReset
      className="grid gap-5"
      aria-describedby="contact-note"
      // The route toasts after a send: load the notifications while the visitor writes.
      onFocus={() => {
        preloadNotifications().catch(() => {});
      }}
    >
      <input type="hidden" name="intent" value="contact" />
      <p id="contact-note" className="text-sm text-muted-foreground">
        Tous les champs sont obligatoires.
      </p>

      <FormAlert message={errors?.form} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Nom" error={errors?.name}>
          {(control) => (
            <Input {...control} {...common("name")} autoComplete="name" maxLength={200} />
          )}
        </Field>
        <Field id="contact-email" label="Courriel" error={errors?.email}>
          {(control) => (
            <Input
              {...control}
              {...common("email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
            />
          )}
        </Field>
      </div>
      <Field id="contact-subject" label="Sujet" error={errors?.subject}>
        {(control) => <Input {...control} {...common("subject")} maxLength={200} />}
      </Field>
      <Field id="contact-message" label="Message" error={errors?.message}>
        {(control) => <Textarea {...control} {...common("message")} rows={5} maxLength={5000} />}
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

/** What a contact form's action answers (see contactFormAction). */
export type ContactActionData =
  | { status: "sent"; receipt: string }
  | {
      status: "invalid" | "rate-limited";
      errors: ContactFormProps["errors"];
      values: ContactFormProps["values"];
    }
  | undefined;

/**
 * The state of a page's contact form from its action's answer: errors and typed values to show
 * again, a confirmation toast after a send, and a new form key that empties the form.
 */
export function useContactForm(actionData: ContactActionData) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "contact";
  const sent = actionData?.status === "sent";

  React.useEffect(() => {
    if (sent) notify.success("Message envoyé", { description: "Nous vous répondrons bientôt." });
  }, [actionData, sent]);

  return {
    formKey: actionData?.status === "sent" ? actionData.receipt : "form",
    sent,
    submitting,
    errors: actionData && actionData.status !== "sent" ? actionData.errors : undefined,
    values: actionData && actionData.status !== "sent" ? actionData.values : undefined,
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
