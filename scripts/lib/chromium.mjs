// Debian's Chromium, never a downloaded browser, with the flags this machine's closed network needs
// (TOOLCHAIN.md): without the background-networking ones Chromium keeps trying to reach Google's hosts.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
