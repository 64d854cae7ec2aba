import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

// Flags for a closed network: without the background-networking ones Chromium keeps dialling out and stalls.
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launches Debian's Chromium headless with a fresh profile. `npm test` installs it first when missing. */
export async function launchChromium(): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run scripts/ensure-chromium.sh (as root)`);
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "fray-chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
  });
}
