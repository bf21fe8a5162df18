/**
 * Reads a QR code back from a picture, as a phone's camera would at the door: the PNG decoded by
 * sharp into RGBA pixels, then jsQR (the library the door page falls back on). Null when no code
 * is found.
 */
import jsQR from "jsqr";
import sharp from "sharp";

export async function readQrCode(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}
