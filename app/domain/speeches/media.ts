/**
 * How a speech's recording is offered. A file (our own /media/… or a URL ending in a known audio
 * or video extension) plays in the browser's native player; any other page (a video site…) is a
 * plain outbound link, so no third-party frame or script is loaded with the page.
 */
export type SpeechMedia =
  { kind: "audio"; url: string } | { kind: "video"; url: string } | { kind: "link"; url: string };

const audioExtensions = new Set(["mp3", "m4a", "ogg", "oga", "opus", "wav", "aac", "flac"]);
const videoExtensions = new Set(["mp4", "webm", "ogv", "mov", "m4v"]);

/**
 * `mediaUrl` → the player to show, or null when there is none or it is not a site path or an
 * http(s) address (a "javascript:" URL is never rendered). `type` (video | audio | text) picks the
 * player when the file's extension does not tell.
 */
export function speechMedia(mediaUrl: string | null | undefined, type: string): SpeechMedia | null {
  const raw = mediaUrl?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const local = url.host === "site.invalid";
  if (local && !raw.startsWith("/")) return null;

  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension && audioExtensions.has(extension)) return { kind: "audio", url: raw };
  if (extension && videoExtensions.has(extension)) {
    // A .webm or .mp4 that the back-office marked as audio is an audio-only recording.
    return { kind: type === "audio" ? "audio" : "video", url: raw };
  }
  if (local && url.pathname.startsWith("/media/")) {
    return { kind: type === "video" ? "video" : "audio", url: raw };
  }
  return local ? null : { kind: "link", url: raw };
}
