/**
 * What a podcast application needs to know of a speech's recording: its MIME type (from the file's
 * extension, or from the stored file for the site's own /media/… files), and its length in
 * seconds from the "Durée" a volunteer typed ("45 min", "1 h 20", "1:05:30"). Pure.
 */
import type { SpeechMedia } from "~/domain/speeches/media";

const AUDIO_TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  aac: "audio/aac",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  flac: "audio/flac",
  webm: "audio/webm",
  mp4: "audio/mp4",
};

const VIDEO_TYPES: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/x-m4v",
  webm: "video/webm",
  ogv: "video/ogg",
  mov: "video/quicktime",
};

/** The MIME type of a recording by its extension, or null when the address does not tell. */
export function mimeTypeOf(media: SpeechMedia): string | null {
  if (media.kind === "link") return null;
  const path = new URL(media.url, "http://site.invalid").pathname;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  const types = media.kind === "audio" ? AUDIO_TYPES : VIDEO_TYPES;
  return types[extension] ?? null;
}

/** The storage key of a site file ("/media/audio/x.mp3" → "audio/x.mp3"), or null. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith("/media/")) return null;
  try {
    return decodeURIComponent(url.slice("/media/".length).split(/[?#]/)[0]);
  } catch {
    return null;
  }
}

/**
 * Seconds in a typed duration, or null when it is not one: "45 min", "1 h 20", "1h20min",
 * "90 minutes", "1:05:30", "52:10", "2 h".
 */
export function durationSeconds(typed: string): number | null {
  const text = typed.trim().toLowerCase();
  const clock = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(text);
  if (clock) {
    const [, hours = "0", minutes, seconds] = clock;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  const words = /^(?:(\d{1,2})\s*h(?:eures?)?)?\s*(?:(\d{1,3})\s*(?:min(?:utes?)?|m)?)?$/.exec(
    text,
  );
  if (!words || (words[1] === undefined && words[2] === undefined)) return null;
  // "20" alone after "1 h" is minutes; a bare number is minutes too ("45").
  const total = Number(words[1] ?? 0) * 3600 + Number(words[2] ?? 0) * 60;
  return total > 0 ? total : null;
}
