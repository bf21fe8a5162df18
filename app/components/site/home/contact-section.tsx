/**
 * Contact section of the home page (spec §2.3, item 11): the contact form, the map and the
 * foundation's details. `ContactForm` follows the form protocol (docs/decisions/0021): the
 * route's action validates and stores, the browser runs the same schema first, loaded when the
 * visitor reaches the form, and the page's constraints come from the route's loader.
 */
import type * as React from "react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { SendRow } from "~/components/site/send-row";
import { useFormAnswer } from "~/components/site/use-form-answer";
import { Mail, MapPin, Phone, type IconProps } from "~/components/ui/icons";
import type { ContactField } from "~/domain/contact/schema";
import type { HomeData } from "~/domain/home/types";
import type { FormConstraints } from "~/lib/forms/constraints";
import type { FormRefusal } from "~/lib/forms/refusal";
import { EmailField, TextAreaField, TextField } from "~/components/site/schema-fields";
import { FormAlert } from "~/components/ui/field";
import { preloadNotifications } from "~/components/ui/toaster";
import { telHref } from "~/components/site/contact-links";
import { MapEmbed } from "~/components/site/map-embed";
import { PageSection } from "~/components/site/shared/page-section";
import { HoneypotField } from "~/components/site/honeypot-field";
import { PrivacyNotice } from "~/components/site/privacy-notice";

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
  const form = useSchemaForm<ContactField>({
    schema: loadSchema,
    refused,
    order: FIELD_ORDER,
    constraints,
    // The route toasts after a send: load the notifications while the visitor writes.
    preload: preloadNotifications,
  });

  return (
    <Form
      {...form.props}
      method="post"
      action={action}
      preventScrollReset
      className="grid gap-5"
      aria-describedby="contact-note"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <p id="contact-note" className="text-sm text-muted-foreground">
        Tous les champs sont obligatoires.
      </p>

      <FormAlert message={form.errors.form} />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" id="contact-name" label="Nom" autoComplete="name" />
        <EmailField form={form} name="email" id="contact-email" label="Courriel" />
      </div>
      <TextField form={form} name="subject" id="contact-subject" label="Sujet" />
      <TextAreaField form={form} name="message" id="contact-message" label="Message" rows={5} />

      <HoneypotField idPrefix="contact" />
      <PrivacyNotice purpose="contact" />

      <SendRow
        label="Envoyer le message"
        submitting={submitting}
        sent={
          sent ? "Merci ! Votre message a bien été envoyé. Nous vous répondrons bientôt." : null
        }
      />
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
  const receipt = actionData && "status" in actionData ? actionData.receipt : undefined;
  const { submitting, refused } = useFormAnswer<ContactField>(actionData, INTENT, {
    accepted: receipt,
    toast: { title: "Message envoyé", description: "Nous vous répondrons bientôt." },
  });
  return { formKey: receipt ?? "form", sent: receipt !== undefined, submitting, refused };
}

export interface ContactSectionProps extends ContactFormProps {
  contact: HomeData["contact"];
  /** Changing it remounts (empties) the form, e.g. after a successful send. */
  formKey?: React.Key;
}

export function ContactSection({ contact, formKey, ...form }: ContactSectionProps) {
  return (
    <PageSection
      id="contact-titre"
      eyebrow="Contact"
      title="Contactez-nous"
      intro="Une question, une demande ou une suggestion ? Écrivez-nous : nous vous répondrons rapidement."
      className="bg-muted py-14 sm:py-20"
    >
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
                <ContactLine icon={MapPin} wraps>
                  <span>{contact.address}</span>
                </ContactLine>
              ) : null}
              {contact.phone ? (
                <ContactLine icon={Phone}>
                  <a href={telHref(contact.phone)} className="prose-link">
                    {contact.phone}
                  </a>
                </ContactLine>
              ) : null}
              {contact.email ? (
                <ContactLine icon={Mail}>
                  <a href={`mailto:${contact.email}`} className="prose-link break-all">
                    {contact.email}
                  </a>
                </ContactLine>
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
    </PageSection>
  );
}

/** One line of the foundation's details, behind its icon (an address may wrap: icon on top). */
function ContactLine({
  icon: Icon,
  wraps = false,
  children,
}: {
  icon: React.ComponentType<IconProps>;
  wraps?: boolean;
  children: React.ReactNode;
}) {
  return (
    <p className={wraps ? "flex gap-3" : "flex items-center gap-3"}>
      <Icon
        aria-hidden="true"
        className={wraps ? "mt-1 size-5 shrink-0 text-primary" : "size-5 shrink-0 text-primary"}
      />
      {children}
    </p>
  );
}
