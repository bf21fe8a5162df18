/**
 * The QR code of the confirmation e-mail (issue 26, item 4): a PNG drawn on the server by the
 * qrcode package (no network), attached to the message and shown in it by its Content-ID.
 */
import QRCode from "qrcode";
import type { EmailAttachment } from "~/server/mail/outbox.server";
import { checkinQrContent } from "./checkin";

/** The Content-ID the message's HTML shows the QR code by (`<img src="cid:…">`). */
export const CHECKIN_QR_CID = "billet-qr@fondation";

/**
 * The PNG of the check-in code `checkinCode` as an attachment. Large modules and a wide quiet
 * zone: a phone's camera reads it from a screen turned down at the door.
 */
export async function checkinQrAttachment(
  reference: string,
  checkinCode: string,
): Promise<EmailAttachment> {
  const png = await QRCode.toBuffer(checkinQrContent(checkinCode), {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 4,
    scale: 8,
  });
  return {
    filename: `billet-${reference}.png`,
    contentType: "image/png",
    contentBase64: png.toString("base64"),
    cid: CHECKIN_QR_CID,
  };
}
