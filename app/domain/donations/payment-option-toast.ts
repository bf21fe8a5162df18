/**
 * What the 'Options de paiement' switch of /admin/donations tells the volunteer, true to what
 * donors get: /don takes only the Interac transfer (it honours that switch, see
 * `interacAvailable`); no card or PayPal service is linked to the site, so switching one of those
 * on offers donors nothing — which the option's card also says.
 */
/** Whether switching this kind of option on really offers it on /don. */
export function offeredOnDonationPage(type: string): boolean {
  return type === "interact";
}

export function paymentOptionToast(
  option: { name: string; type: string },
  enabled: boolean,
): { title: string; description: string } {
  if (!offeredOnDonationPage(option.type)) {
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
