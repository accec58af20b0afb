/** Debian's Chromium, headless, as the browser tests launch it (flags of the developers' guide). */
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * .ci/run installs Chromium; on a developer machine without it the browser tests are skipped. In CI
 * (CI set) they always run, and fail if Chromium is missing.
 */
export const chromiumUnavailable = !existsSync(CHROMIUM) && !process.env.CI;
