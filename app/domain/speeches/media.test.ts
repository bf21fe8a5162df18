import { describe, expect, it } from "vitest";
import { speechMedia, type SpeechMedia } from "./media";

/** A speech's media URL and type → the player it gets (null: none), the URL kept as typed. */
type Case = [url: string | null, type: string, kind: SpeechMedia["kind"] | null];

describe("speechMedia", () => {
  it.each<[string, Case[]]>([
    [
      "has nothing to play without a URL",
      [
        [null, "audio", null],
        ["  ", "video", null],
      ],
    ],
    [
      "plays audio files in an <audio> player",
      [
        ["/media/discours/famille.mp3", "text", "audio"],
        ["https://cdn.example.org/a/khutba.M4A?v=2", "video", "audio"],
        ["https://cdn.example.org/khutba.ogg", "video", "audio"],
      ],
    ],
    [
      "plays video files in a <video> player, unless the speech is marked audio",
      [
        ["https://cdn.example.org/conference.mp4", "video", "video"],
        ["/media/conference.webm", "text", "video"],
        ["/media/conference.webm", "audio", "audio"],
      ],
    ],
    [
      "uses the speech's type for our own /media/ files without extension",
      [
        ["/media/files/abc123", "video", "video"],
        ["/media/files/abc123", "audio", "audio"],
      ],
    ],
    [
      "links to any other web page instead of embedding it",
      [
        ["https://www.youtube.com/watch?v=abc", "video", "link"],
        ["//soundcloud.com/fondation/khutba", "audio", "link"],
      ],
    ],
    [
      "never renders a script URL or a bare word",
      [
        ["javascript:alert(1)", "video", null],
        ["data:audio/mp3;base64,AAAA", "audio", null],
        ["khutba.mp3", "audio", null],
        ["/discours/2", "audio", null],
      ],
    ],
  ])("%s", (_, cases) => {
    for (const [url, type, kind] of cases) {
      expect(speechMedia(url, type)).toEqual(kind === null ? null : { kind, url });
    }
  });
});
