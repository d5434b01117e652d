/**
 * The home page's Lighthouse performance score, measured with the system Chromium against the
 * bench server (desktop settings, as the portal is a desktop app). Prints the score and its
 * main metrics; the figure informs, nothing asserts it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

export interface HomeScore {
  score: number;
  metrics: Record<string, string>;
  /** Every script the page fetched until the network was idle: count and bytes on the wire. */
  scripts: { files: number; transferKiB: number };
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

export async function lighthouseHome(base: string): Promise<HomeScore> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      `${base}/`,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      desktopConfig,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    // Lighthouse records every request of the load (lazy chunks included) until the network
    // is idle: what a visitor's browser really downloads, compressed as served.
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
        ?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        'first contentful paint': metric('first-contentful-paint'),
        'largest contentful paint': metric('largest-contentful-paint'),
        'total blocking time': metric('total-blocking-time'),
        'cumulative layout shift': metric('cumulative-layout-shift'),
      },
      scripts: {
        files: scripts.length,
        transferKiB: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      },
    };
  } finally {
    chrome.kill();
  }
}
