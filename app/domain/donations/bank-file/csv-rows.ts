/**
 * Reading a bank's CSV export as it arrives from the browser: bytes in UTF-8 (with or without a
 * BOM) or in Windows-1252 (what Desjardins and Excel on Windows still write), "," or ";" between
 * cells, quoted cells with doubled quotes and line ends inside, CRLF, LF or CR, blank lines.
 * Isomorphic and pure: no Node API, so it is unit-tested alone and could run in the browser.
 */

export type CsvSeparator = "," | ";";

/** One record of the file: its cells (trimmed) and the 1-based line of the file it starts on. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * The file's text. Valid UTF-8 is read as UTF-8 (its BOM dropped); anything else is read as
 * Windows-1252, the superset of Latin-1 that Windows exports use ("é" is one byte, 0xE9, there).
 */
export function decodeBankFile(input: Uint8Array | ArrayBuffer | string): string {
  if (typeof input === "string") return input.replace(/^\uFEFF/, "");
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Windows-1252 by hand: Node 20's TextDecoder reads "windows-1252" as plain Latin-1, which turns
 * 0x80–0x9F (’ “ ” – — …) into control characters. The other bytes are their own code points.
 * Byte 0x80 is the euro sign (U+20AC) in that encoding: written as an escape, since it is a
 * decoding table entry, never an amount (every amount on the site is CAD).
 */
const WINDOWS_1252_HIGH = "\u20ac\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/** Separators found outside quotes on one physical line. */
function countOutsideQuotes(line: string, separator: CsvSeparator): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) count += 1;
  }
  return count;
}

/**
 * ";" when it splits the first lines (up to five non-blank ones) into the same number of cells
 * every time, "," otherwise. A ";" file with decimal commas ("12,50") also has a steady number of
 * commas, so ";" is tried first: it hardly ever appears unquoted in a "," file.
 */
export function detectSeparator(text: string): CsvSeparator {
  const sample = text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== "")
    .slice(0, 5);
  if (sample.length === 0) return ",";
  const counts = sample.map((line) => countOutsideQuotes(line, ";"));
  return counts[0] > 0 && counts.every((count) => count === counts[0]) ? ";" : ",";
}

/**
 * The records of a CSV text (RFC 4180 plus what banks do): cells trimmed, records whose cells
 * are all empty left out, each with the line it starts on so a problem can be shown by line.
 */
export function readCsvRows(
  text: string,
  separator: CsvSeparator = detectSeparator(text),
): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;

  const endCell = () => {
    cells.push(cell.trim());
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (cells.some((value) => value !== "")) rows.push({ line: rowLine, cells });
    cells = [];
  };

  const source = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === "\n" || (char === "\r" && source[index + 1] !== "\n")) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      // A quote opens a quoted cell only at its start (spaces before it are padding).
      cell = "";
      quoted = true;
    } else if (char === separator) {
      endCell();
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

/** Bytes (or text) of an uploaded file → its records. */
export function readBankFile(
  input: Uint8Array | ArrayBuffer | string,
  separator?: CsvSeparator,
): CsvRow[] {
  const text = decodeBankFile(input);
  return readCsvRows(text, separator ?? detectSeparator(text));
}
