/**
 * The mark of a written thanks that is not an official receipt (issue 25, item 6): a shop order,
 * or a gift that gets no receipt (under the minimum, not asked for), is acknowledged by e-mail,
 * and the CRA expects such an acknowledgement never to pass for a receipt. One sentence, here,
 * below every area that writes one (shop, payments, and the ticket e-mails of events to come).
 * Isomorphic.
 */
export const NOT_AN_OFFICIAL_RECEIPT = "Ceci n'est pas un reçu officiel aux fins de l'impôt.";
