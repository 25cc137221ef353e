import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { stopProductionServer } from './production-server';

/** Debian's Chromium (CHROMIUM_PATH overrides it), headless, as the benches in a browser drive it. */
export const launchChromium = () =>
  puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

/** The end of a bench in a browser: the browser closed, the production server stopped, its data folder removed. */
export async function closeBrowserBench(browser: Browser, server: ChildProcess, dataDir: string): Promise<void> {
  await browser.close();
  await stopProductionServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
