import { describe, expect, it } from "vitest";
import { speechMedia } from "./media";

describe("speechMedia", () => {
  it("has nothing to play without a URL", () => {
    expect(speechMedia(null, "audio")).toBeNull();
    expect(speechMedia("  ", "video")).toBeNull();
  });

  it("plays audio files in an <audio> player", () => {
    expect(speechMedia("/media/discours/famille.mp3", "text")).toEqual({
      kind: "audio",
      url: "/media/discours/famille.mp3",
    });
    expect(speechMedia("https://cdn.example.org/a/khutba.M4A?v=2", "video")?.kind).toBe("audio");
    expect(speechMedia("https://cdn.example.org/khutba.ogg", "video")?.kind).toBe("audio");
  });

  it("plays video files in a <video> player, unless the speech is marked audio", () => {
    expect(speechMedia("https://cdn.example.org/conference.mp4", "video")).toEqual({
      kind: "video",
      url: "https://cdn.example.org/conference.mp4",
    });
    expect(speechMedia("/media/conference.webm", "text")?.kind).toBe("video");
    expect(speechMedia("/media/conference.webm", "audio")?.kind).toBe("audio");
  });

  it("uses the speech's type for our own /media/ files without extension", () => {
    expect(speechMedia("/media/files/abc123", "video")?.kind).toBe("video");
    expect(speechMedia("/media/files/abc123", "audio")?.kind).toBe("audio");
  });

  it("links to any other web page instead of embedding it", () => {
    expect(speechMedia("https://www.youtube.com/watch?v=abc", "video")).toEqual({
      kind: "link",
      url: "https://www.youtube.com/watch?v=abc",
    });
    expect(speechMedia("//soundcloud.com/fondation/khutba", "audio")?.kind).toBe("link");
  });

  it("never renders a script URL or a bare word", () => {
    expect(speechMedia("javascript:alert(1)", "video")).toBeNull();
    expect(speechMedia("data:audio/mp3;base64,AAAA", "audio")).toBeNull();
    expect(speechMedia("khutba.mp3", "audio")).toBeNull();
    expect(speechMedia("/discours/2", "audio")).toBeNull();
  });
});
