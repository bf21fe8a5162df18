/**
 * The fields of the public forms as a visitor finds them: by their labels, inside the form of
 * their submit button (the contact form stands on the home page and on /contact).
 */
import type { Locator, Page } from "playwright-core";

function formOf(page: Page, button: string): { form: Locator; submit: Locator } {
  const submit = page.getByRole("button", { name: button, exact: true });
  return { form: page.locator("form").filter({ has: submit }), submit };
}

export function contactForm(page: Page) {
  const { form, submit } = formOf(page, "Envoyer le message");
  return {
    form,
    submit,
    name: form.getByLabel(/^Nom\b/),
    email: form.getByLabel(/^Courriel\b/),
    subject: form.getByLabel(/^Sujet\b/),
    message: form.getByLabel(/^Message\b/),
  };
}

/** /don: a preset amount is a radio named "50 $", its label the text a visitor clicks. */
export function donationForm(page: Page) {
  const { form, submit } = formOf(page, "Confirmer mon don");
  return {
    form,
    submit,
    preset: (amount: number) => form.getByRole("radio", { name: new RegExp(`^${amount}\\s\\$$`) }),
    presetLabel: (amount: number) =>
      form.locator("label").filter({ hasText: new RegExp(`^${amount}\\s\\$$`) }),
    custom: form.getByLabel("Autre montant ($)"),
    project: form.getByLabel("Affectation du don"),
    firstName: form.getByLabel(/^Prénom/),
    lastName: form.getByLabel(/^Nom/),
    email: form.getByLabel(/^Courriel/),
    phone: form.getByLabel(/^Téléphone/),
  };
}

export function eventRequestForm(page: Page) {
  const { form, submit } = formOf(page, "Envoyer la demande");
  return {
    form,
    submit,
    name: form.getByLabel(/^Nom complet/),
    email: form.getByLabel(/^Courriel/),
    type: form.getByLabel(/^Type d'événement/),
    date: form.getByLabel(/^Date souhaitée/),
    time: form.getByLabel(/^Heure/),
    location: form.getByLabel(/^Lieu souhaité/),
    attendees: form.getByLabel(/^Nombre de participants/),
  };
}
