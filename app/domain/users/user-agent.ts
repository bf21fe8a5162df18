/**
 * A readable name for the device of a session ("Chrome sur Linux", "Safari sur iOS"), from its
 * User-Agent header. Isomorphic and pure; an empty or unrecognised header gives 'Appareil inconnu'.
 */

export const UNKNOWN_DEVICE = "Appareil inconnu";

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\//, "Chrome"],
  [/\bChromium\//, "Chromium"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function first(table: [RegExp, string][], userAgent: string): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function describeUserAgent(userAgent: string | null | undefined): string {
  const value = userAgent?.trim() ?? "";
  if (!value) return UNKNOWN_DEVICE;
  const browser = first(BROWSERS, value);
  const system = first(SYSTEMS, value);
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
