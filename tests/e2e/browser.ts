/**
 * Finds a Chromium without downloading one: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then an installed
 * Chrome, then the Chromium shipped inside the @sparticuz/chromium package (unpacked offline into the temp folder).
 */
import { existsSync } from 'node:fs';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function findChromium(): Promise<{ executablePath: string; args: string[] }> {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (found) return { executablePath: found, args: chromiumFlags };
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), args: [...packaged.args, ...chromiumFlags] };
}
