// Segments that say how to show the pixels: JFIF (APP0), the ICC colour profile (APP2) and Adobe's
// colour transform (APP14). Everything else before the image data — EXIF and XMP (APP1, with the GPS
// position and the camera's serial number), IPTC (APP13), comments — is left out.
const KEPT_APP_SEGMENTS = new Set([0xe0, 0xe2, 0xee]);

/**
 * A JPEG without its metadata segments, the image data byte for byte: what re-encoding would give for
 * the cost of a copy. Null when `bytes` is not a JPEG this can walk (the caller re-encodes it then).
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(at, at + 2 + length);
    // Start of scan: the rest is image data, kept whole.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      return Buffer.concat(kept);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if ((!isApp || KEPT_APP_SEGMENTS.has(marker)) && marker !== 0xfe) kept.push(segment);
    at += 2 + length;
  }
  return null;
}
