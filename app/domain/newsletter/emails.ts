/**
 * The newsletter's e-mails: the confirmation of a sign-up (double opt-in), and a newsletter as each
 * subscriber receives it — the foundation's name, postal address and contact, and the link that
 * unsubscribes in one click (Canada's anti-spam law), in both the HTML and the text part.
 */
import { escapeHtml, renderEmail, type SiteIdentity } from "~/domain/mail/layout";
import type { EmailContent, RenderedEmail } from "~/domain/mail/layout";
import { richTextAsText } from "~/lib/rich-text-as-text";
import { CONFIRM_TTL_DAYS } from "./texts";

export const CONFIRMATION_TOPIC = "newsletter.confirmation";
export const NEWSLETTER_TOPIC = "newsletter.issue";
export const NEWSLETTER_TEST_TOPIC = "newsletter.test";

export function confirmationEmail(name: string, url: string): EmailContent {
  return {
    subject: "Confirmez votre inscription à l'infolettre",
    heading: "Confirmez votre inscription",
    paragraphs: [
      name ? `Bonjour ${name},` : "Bonjour,",
      "Vous avez demandé à recevoir l'infolettre de la fondation. Pour confirmer, cliquez sur le bouton ci-dessous puis sur « Confirmer mon inscription ».",
    ],
    action: { label: "Confirmer mon inscription", url },
    closing: [
      `Ce lien est valable ${CONFIRM_TTL_DAYS} jours et ne sert qu'une fois.`,
      "Si vous n'avez pas fait cette demande, ignorez ce courriel : vous ne recevrez rien.",
    ],
  };
}

/**
 * One newsletter for one recipient. `content` is the sanitized HTML of the back-office's editor;
 * `unsubscribeUrl` is the recipient's own link (for a test send, the page that explains it).
 */
export function newsletterEmail(
  site: SiteIdentity,
  issue: { subject: string; content: string },
  unsubscribeUrl: string,
): RenderedEmail {
  const identity = [site.siteName, site.address, site.contactEmail, site.contactPhone]
    .filter(Boolean)
    .join(" · ");
  const why =
    "Vous recevez ce courriel parce que vous avez accepté de recevoir l'infolettre de la fondation.";
  const rendered = renderEmail(site, {
    subject: issue.subject,
    heading: issue.subject,
    paragraphs: [],
    closing: [],
  });
  const footerHtml = `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:13px;color:#52606d;line-height:1.5;margin:0 0 8px">${escapeHtml(why)}<br>${escapeHtml(identity)}</p>
<p style="font-size:13px;line-height:1.5;margin:0"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#14532d">Se désabonner en un clic</a></p>`;
  // The editor's HTML goes where the layout's paragraphs would (it is already sanitized).
  const html = rendered.html.replace(
    /(<h1[^>]*>[\s\S]*?<\/h1>)/,
    (heading) => `${heading}\n<div style="line-height:1.5">${issue.content}</div>\n${footerHtml}`,
  );
  const text = [
    issue.subject,
    "",
    richTextAsText(issue.content),
    "",
    "--",
    why,
    identity,
    `Se désabonner en un clic : ${unsubscribeUrl}`,
  ].join("\n");
  return { subject: issue.subject, html, text };
}

/** RFC 8058: the link a mail client may POST to at once, and the statement that it may. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
