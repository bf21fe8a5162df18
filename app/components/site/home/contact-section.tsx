/**
 * Contact section of the home page (spec §2.3, item 11): the contact form, the map and the
 * foundation's details. `ContactForm` is presentational: the route's action validates and stores.
 */
import * as React from "react";
import { Form } from "react-router";
import { CircleCheck, Mail, MapPin, Phone, Send } from "~/components/ui/icons";
import type { HomeData } from "~/domain/home/types";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { preloadNotifications } from "~/components/ui/toaster";
import { telHref } from "~/components/site/contact-links";
import { MapEmbed } from "~/components/site/map-embed";
import { container, SectionHeading } from "./section-heading";

export type ContactFormField = "name" | "email" | "subject" | "message";

export interface ContactFormProps {
  errors?: Partial<Record<ContactFormField | "form", string>>;
  values?: Partial<Record<ContactFormField, string>>;
  sent?: boolean;
  submitting?: boolean;
}

const FIELD_ORDER: ContactFormField[] = ["name", "email", "subject", "message"];

export function ContactForm({
  errors,
  values,
  sent = false,
  submitting = false,
}: ContactFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);

  // After a rejected submission, put the keyboard on the first field to fix.
  React.useEffect(() => {
    if (!errors) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const fieldProps = (field: ContactFormField) => {
    const error = errors?.[field];
    return {
      id: `contact-${field}`,
      name: field,
      required: true,
      defaultValue: values?.[field] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `contact-${field}-erreur` : undefined,
    };
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action="/?index"
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

      {errors?.form ? (
        <p
          role="alert"
          className="rounded-md border border-destructive bg-white p-3 text-sm text-destructive"
        >
          {errors.form}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="contact-name">Nom</Label>
          <Input {...fieldProps("name")} autoComplete="name" maxLength={200} />
          <FieldError field="name" error={errors?.name} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-email">Courriel</Label>
          <Input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
          />
          <FieldError field="email" error={errors?.email} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-subject">Sujet</Label>
        <Input {...fieldProps("subject")} maxLength={200} />
        <FieldError field="subject" error={errors?.subject} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...fieldProps("message")} rows={5} maxLength={5000} />
        <FieldError field="message" error={errors?.message} />
      </div>

      {/* Spam trap: hidden from sight and from the tab order; people leave it empty. */}
      <div className="hp-field">
        <label htmlFor="contact-website">Ne pas remplir ce champ</label>
        <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>

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

function FieldError({ field, error }: { field: ContactFormField; error?: string }) {
  if (!error) return null;
  return (
    <p id={`contact-${field}-erreur`} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
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
