import { type ChildProcess, spawn } from 'node:child_process';

/** Debian's Chromium, as DESIGN.md prescribes: no downloads, no background traffic, software WebGL. */
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--remote-debugging-port=0',
  // The HTTP/2 front's certificate is self-signed for this run (start-https-front.ts).
  '--ignore-certificate-errors',
];

export interface LighthouseChromium {
  /** The DevTools port Lighthouse connects to. */
  readonly port: number;
  readonly process: ChildProcess;
}

/**
 * Starts Chromium with a fresh profile in `profileDir` and resolves with its DevTools port, read from the
 * line Chromium prints; Lighthouse drives it over that port. Launched by hand rather than through
 * chrome-launcher, which is only a transitive dependency of lighthouse here.
 */
export function launchChromiumForLighthouse(profileDir: string): Promise<LighthouseChromium> {
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`Chromium did not open its DevTools port in 30 s:\n${output}`));
    }, 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ port: Number(listening[1]), process: child });
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code} before it was ready:\n${output}`));
    });
  });
}
