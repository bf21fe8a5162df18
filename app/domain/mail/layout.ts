/**
 * The one look of every e-mail the site sends: a heading, paragraphs, an optional table of
 * details, and a footer with the foundation's name and contact (Paramètres › Général). Each
 * message has an HTML part and a plain-text part saying the same thing.
 */

export interface SiteIdentity {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
}

export interface EmailContent {
  subject: string;
  heading: string;
  /** Plain-text paragraphs (escaped in the HTML part). */
  paragraphs: string[];
  /** Label / value rows, e.g. ["Référence", "DON-ABC123"]. */
  details?: [string, string][];
  /** A link shown as a button in HTML and as "label : url" in text. */
  action?: { label: string; url: string };
  /** A picture attached to the message, shown after the details (a ticket's QR code). */
  image?: { cid: string; alt: string };
  /** Paragraphs after the details. */
  closing?: string[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Keeps the line breaks typed in a form (a request's description, a message). */
function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(text).replaceAll("\n", "<br>")}</p>`;
}

export function renderEmail(site: SiteIdentity, content: EmailContent): RenderedEmail {
  const details = content.details ?? [];
  const closing = content.closing ?? [];
  const contactLine = [site.address, site.contactPhone, site.contactEmail]
    .filter(Boolean)
    .join(" · ");

  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:#14532d;color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;font-size:18px;font-weight:bold">${escapeHtml(site.siteName)}</div>
<div style="background:#ffffff;padding:24px 20px;border-radius:0 0 8px 8px">
<h1 style="font-size:20px;margin:0 0 16px;color:#14532d">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraphHtml).join("\n")}
${
  details.length
    ? `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${details
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb;font-weight:bold;vertical-align:top;width:40%">${escapeHtml(label)}</th><td style="padding:6px 8px;border-bottom:1px solid #e5e7eb">${escapeHtml(value).replaceAll("\n", "<br>")}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${
  content.image
    ? `<p style="margin:0 0 16px;text-align:center"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="240" height="240" style="display:inline-block;width:240px;height:240px"></p>`
    : ""
}
${
  content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#14532d;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : ""
}
${closing.map(paragraphHtml).join("\n")}
</div>
<p style="font-size:12px;color:#52606d;margin:16px 0 0;line-height:1.5">${escapeHtml(site.siteName)}<br>${escapeHtml(contactLine)}</p>
</div>
</body></html>`;

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(details.length ? [...details.map(([label, value]) => `${label} : ${value}`), ""] : []),
    ...(content.action ? [`${content.action.label} : ${content.action.url}`, ""] : []),
    ...closing.flatMap((paragraph) => [paragraph, ""]),
    "--",
    site.siteName,
    contactLine,
  ].join("\n");

  return { subject: content.subject, html, text };
}
