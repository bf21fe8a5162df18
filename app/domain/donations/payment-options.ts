/**
 * Which payment options /don really offers donors, for the 'Options de paiement' tab of
 * /admin/donations and the toast of its switch: /don honours the Interac switch (see
 * `interacAvailable`) and the card switch once Stripe is configured (`cardReady`: a secret key is
 * known, domain/payments); no PayPal service is linked to the site, so switching it on offers
 * donors nothing — which the option's card also says.
 */
/** Whether switching this kind of option on really offers it on /don. */
export function offeredOnDonationPage(type: string, cardReady = false): boolean {
  return type === "interac" || (type === "card" && cardReady);
}
