/** A person's name for the device behind a user agent: "Chrome on macOS", "Safari on iPhone", "Unknown device". */
export function deviceName(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return 'Unknown device';
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (ua.length > 60 ? `${ua.slice(0, 57)}...` : ua);
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, every mobile browser names its engine.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome)\//, 'Headless Chrome'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const browserOf = (ua: string) => BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
const systemOf = (ua: string) => SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
