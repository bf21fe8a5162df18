/**
 * What server.js answers on its own, before or after React Router: a method no route serves, and
 * an error nothing else caught. French text, the request's reference, never Express's English
 * page or a stack.
 */

/**
 * The methods the routes serve: pages, files and feeds by GET and HEAD, forms and the Stripe
 * webhook by POST. React Router cannot even be handed the others (the Fetch Request refuses
 * TRACE, CONNECT and TRACK), and none of them means anything here.
 */
export const SERVED_METHODS = ["GET", "HEAD", "POST"];

export const METHOD_NOT_ALLOWED_MESSAGE =
  "Méthode non permise : ce site ne répond qu'aux demandes GET, HEAD et POST.";

export function isServedMethod(method: string): boolean {
  return SERVED_METHODS.includes(method.toUpperCase());
}

/** The wording of the error pages (components/errors/error-content.tsx), as plain text. */
const UNEXPECTED =
  "Une erreur inattendue est survenue. Nous sommes désolés. Veuillez réessayer dans quelques " +
  "instants; si le problème persiste, écrivez-nous.";
const REFUSED = "Votre demande n'a pas pu être traitée. Vérifiez l'adresse et réessayez.";

/**
 * The answer to an error that reached the end of server.js: a 4xx the error carries (Express's
 * own, e.g. a body cut short) stays a refusal; anything else is a 500.
 */
export function lastResortAnswer(
  error: unknown,
  requestId: string | undefined,
): { status: number; text: string } {
  const carried = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
  const code = Number(carried.status ?? carried.statusCode);
  const status = code >= 400 && code < 500 ? code : 500;
  const reference = requestId ? `\n\nRéférence de la demande : ${requestId}` : "";
  return { status, text: `${status < 500 ? REFUSED : UNEXPECTED}${reference}\n` };
}
