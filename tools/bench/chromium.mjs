// The flags every bench starts Debian's chromium with (headless, no sandbox in containers, nothing in the background
// that would spend CPU or network during a measure).
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
