/**
 * The system Chromium every browser run here uses (the end-to-end suite, the screenshots, the
 * Lighthouse bench): its path and the flags that keep it headless-safe and off the network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
