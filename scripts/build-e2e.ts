/**
 * Builds the production bundle the browser tests run against (`dist-e2e/`): the real production build
 * (no demo code), with the HTTP time-out shortened so the fault matrix can prove time-outs quickly.
 */
import { build } from 'vite';

// Without NODE_ENV, Vite resolves the development builds of dependencies (React Router's is 2× larger).
process.env.NODE_ENV = 'production';
process.env.BUILD_OUT_DIR = process.env.E2E_DIST ?? 'dist-e2e';
process.env.VITE_HTTP_TIMEOUT_MS = process.env.VITE_HTTP_TIMEOUT_MS ?? '4000';
process.env.VITE_DEMO_API = 'false';
await build({ logLevel: 'warn', mode: 'production' });
console.log(`built ${process.env.BUILD_OUT_DIR}`);
