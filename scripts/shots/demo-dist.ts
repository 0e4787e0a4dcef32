/**
 * What the screenshot scripts share: a production build of the demo app and the loopback demo server that
 * serves it under the CSP, as the browser tests see it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { build } from 'vite';

/**
 * Builds the app into `dist` with the demo's fictional lender (profiles/), on purpose: these are pictures
 * of the demo. `settings` are set for this build, or removed where undefined.
 */
export async function buildDemoDist(dist: string, settings: Record<string, string | undefined> = {}) {
  process.env.NODE_ENV = 'production';
  process.env.VITE_DEMO_API = 'false';
  process.env.ALLOW_DEMO_PROFILE = 'true';
  process.env.BUILD_OUT_DIR = dist;
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await build({ logLevel: 'warn', mode: 'production' });
  console.log(`built ${dist}`);
}

/** Serves `dist` on `port` and resolves once it answers; stop it with `process.kill(-server.pid)`. */
export function serveDemoDist(dist: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    'npx',
    ['tsx', 'scripts/demo-server.ts', '--dist', dist, '--port', String(port), '--csp'],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return resolve(server);
      } catch {
        // not up yet
      }
      if (Date.now() - started > 60_000) return reject(new Error('demo server did not start'));
      setTimeout(() => void poll(), 300);
    };
    void poll();
  });
}
