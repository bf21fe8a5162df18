/**
 * A toast as the code that words it gives it: a title, a line of detail, success or error. A pure
 * type, so a screen's description (app/domain) can word its toasts while the cookie that carries
 * one across a redirect stays with the route glue (app/server/flash.server.ts, decision 0041).
 */
export interface ToastInput {
  title: string;
  description?: string;
  type?: "success" | "error";
}
