/**
 * What the 'Options de paiement' switch of /admin/donations tells the volunteer, true to what
 * donors get: /don honours the Interac switch (see `interacAvailable`) and the card switch once
 * Stripe is configured (`cardReady`: a secret key is known, domain/payments); no PayPal service
 * is linked to the site, so switching it on offers donors nothing — which the option's card also
 * says.
 */
/** Whether switching this kind of option on really offers it on /don. */
export function offeredOnDonationPage(type: string, cardReady = false): boolean {
  return type === "interac" || (type === "card" && cardReady);
}

export function paymentOptionToast(
  option: { name: string; type: string },
  enabled: boolean,
  cardReady = false,
): { title: string; description: string } {
  if (!offeredOnDonationPage(option.type, cardReady)) {
    return enabled
      ? {
          title: "Option de paiement activée",
          description: `${option.name} est activé, mais n'est pas proposé aux donateurs : aucun service de paiement en ligne n'est relié au site.`,
        }
      : {
          title: "Option de paiement désactivée",
          description: `${option.name} est désactivé. Il n'était pas proposé aux donateurs : aucun service de paiement en ligne n'est relié au site.`,
        };
  }
  return enabled
    ? {
        title: "Option de paiement activée",
        description: `${option.name} est maintenant proposé aux donateurs.`,
      }
    : {
        title: "Option de paiement désactivée",
        description: `${option.name} n'est plus proposé aux donateurs.`,
      };
}
