/**
 * The PDF of an official donation receipt (one Letter page), drawn with pdf-lib's standard
 * Helvetica: no font file to ship, and WinAnsi covers French. Every CRA-required element of
 * `ReceiptDocument` is printed as a labelled line so a reader (and the tests) find each one.
 */
import type { PDFFont, PDFPage, PDFPageDrawTextOptions } from "pdf-lib";
import { formatDate, formatMoney } from "~/lib/format";
import {
  CRA_NAME,
  CRA_WEBSITE,
  OFFICIAL_RECEIPT_STATEMENT,
  VOIDED_MARK,
  type ReceiptDocument,
} from "./receipt-document";

const PAGE = { width: 612, height: 792 };
const MARGIN = 56;

/** The printed lines, in order: the PDF and its tests share this list. */
export function receiptLines(doc: ReceiptDocument): { label: string; value: string }[] {
  const { inKind } = doc;
  const received =
    "date" in doc.received
      ? { label: "Date de réception du don", value: formatDate(doc.received.date) }
      : {
          label: `Dons reçus en ${doc.received.year}`,
          value: doc.received.dates.map((day) => formatDate(day)).join(", "),
        };
  return [
    { label: "Numéro de série du reçu", value: String(doc.serialNumber) },
    { label: "Lieu d'émission", value: doc.placeOfIssue },
    { label: "Date d'émission", value: formatDate(doc.issuedOn) },
    received,
    { label: "Nom du donateur", value: doc.donor.name },
    { label: "Adresse du donateur", value: doc.donor.address },
    // Property, not money: the receipt describes it and states its fair market value.
    ...(inKind
      ? [
          { label: "Description du bien reçu", value: inKind.description },
          { label: "Juste valeur marchande du bien", value: formatMoney(doc.amountCents) },
          ...(inKind.appraiser
            ? [
                {
                  label: "Évaluateur",
                  value: `${inKind.appraiser.name}, ${inKind.appraiser.address}`,
                },
              ]
            : []),
        ]
      : [{ label: "Montant du don", value: formatMoney(doc.amountCents) }]),
    { label: "Valeur de l'avantage reçu", value: formatMoney(doc.advantageCents) },
    ...(doc.advantageCents > 0
      ? [{ label: "Description de l'avantage", value: doc.advantageDescription }]
      : []),
    {
      label: "Montant admissible du don aux fins de l'impôt",
      value: formatMoney(doc.eligibleCents),
    },
  ];
}

export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  // Loaded on the first receipt, not with the site: pdf-lib is the slowest module to load
  // (a fifth of the server's start-up, decision 0023).
  const { PDFDocument, StandardFonts, degrees, rgb } = await import("pdf-lib");
  const INK = rgb(0.12, 0.16, 0.2);
  const GREEN = rgb(0.08, 0.33, 0.18);
  const MUTED = rgb(0.32, 0.38, 0.43);
  const RED = rgb(0.75, 0.1, 0.1);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Reçu officiel no ${doc.serialNumber}`);
  pdf.setAuthor(doc.charity.name);
  pdf.setLanguage("fr-CA");
  pdf.setCreationDate(new Date(`${doc.issuedOn}T12:00:00Z`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * MARGIN;
  let y = PAGE.height - MARGIN;

  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    for (const line of wrap(encodable(text, font), font, size, width - indent)) {
      y -= size * 1.35;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
  };

  if (doc.voided) {
    write(`${VOIDED_MARK} — ce reçu n'est plus valide`, bold, 14, RED);
    y -= 6;
  }
  write(doc.charity.name, bold, 16, GREEN);
  write(doc.charity.address, regular, 10, MUTED);
  write(
    `Numéro d'enregistrement de l'organisme de bienfaisance : ${doc.charity.registrationNumber}`,
    regular,
    10,
    MUTED,
  );
  y -= 14;
  write(OFFICIAL_RECEIPT_STATEMENT, bold, 14);
  y -= 8;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.75,
    color: GREEN,
  });
  y -= 6;

  for (const { label, value } of receiptLines(doc)) {
    write(`${label} : ${value}`, regular, 11);
    y -= 3;
  }
  if (doc.replacesSerialNumber) {
    y -= 6;
    write(`Ce reçu annule et remplace le reçu no ${doc.replacesSerialNumber}.`, bold, 11);
  }

  y -= 40;
  write(doc.signer, italic, 13);
  page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: MARGIN + 240, y: y - 4 },
    thickness: 0.5,
    color: INK,
  });
  y -= 8;
  write(`Signature autorisée — ${doc.signer}`, regular, 9, MUTED);

  y = MARGIN + 40;
  write(
    `Pour obtenir des renseignements sur les organismes de bienfaisance enregistrés : ${CRA_NAME}, ${CRA_WEBSITE}`,
    regular,
    9,
    MUTED,
  );

  if (doc.voided) stampVoided(page, bold, { color: RED, rotate: degrees(30) });
  return pdf.save();
}

function stampVoided(
  page: PDFPage,
  font: PDFFont,
  look: Required<Pick<PDFPageDrawTextOptions, "color" | "rotate">>,
) {
  const size = 110;
  const text = encodable(VOIDED_MARK, font);
  const textWidth = font.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x: PAGE.width / 2 - (textWidth / 2) * Math.cos(Math.PI / 6),
    y: PAGE.height / 2 - (textWidth / 2) * Math.sin(Math.PI / 6),
    size,
    font,
    ...look,
    opacity: 0.25,
  });
}

/**
 * Helvetica's WinAnsi has no narrow no-break space (fr-CA money "1 234,56 $") nor characters
 * outside Latin-1 and a few more: spaces become plain spaces, anything else unknown a "?",
 * rather than pdf-lib throwing on a donor's name.
 */
function encodable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\u00a0\u202f\u2009]/g, " "))
    .map((char) => (char === "\n" || known.has(char.codePointAt(0)!) ? char : "?"))
    .join("");
}

/** Splits on the text's own line breaks, then wraps each line at word boundaries to `maxWidth`. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}
