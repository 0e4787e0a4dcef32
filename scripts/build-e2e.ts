/**
 * Builds the production bundle the browser tests run against (`dist-e2e/`): the real production build
 * (no demo code), with the HTTP time-out shortened so the fault matrix can prove time-outs quickly.
 * Then the same build with one visible change into `dist-e2e-next/`, the next deploy that
 * tests/e2e/offline.spec.ts serves to take over from the first one's service worker, and that
 * tests/e2e/detours.spec.ts and tests/e2e/nginx.spec.ts put in place of the first under the same server
 * configuration: its build mark changes an inline script and the stylesheet, so their hashes differ as a
 * real deploy's do (scripts/build/build-mark.ts). Then the same app with a third lender's profile into
 * `dist-e2e-profile/` (tests/e2e/lender-profile.spec.ts). The first two use the demo's profiles, which a
 * production build takes only with ALLOW_DEMO_PROFILE=true; the third needs none.
 */
import { build } from 'vite';
import { NEXT_DEPLOY_MARK, NEXT_DEPLOY_PHONE, nextDeployDist } from './e2e-next-deploy';
import { THIRD_PROFILE_DIR, thirdProfileDist } from './e2e-third-profile';

const dist = process.env.E2E_DIST ?? 'dist-e2e';
// Without NODE_ENV, Vite resolves the development builds of dependencies (React Router's is 2× larger).
process.env.NODE_ENV = 'production';
process.env.VITE_HTTP_TIMEOUT_MS = process.env.VITE_HTTP_TIMEOUT_MS ?? '4000';
process.env.VITE_DEMO_API = 'false';
// The tests run the production build on the demo's fictional lender (profiles/) on purpose.
process.env.ALLOW_DEMO_PROFILE = 'true';

process.env.BUILD_OUT_DIR = dist;
await build({ logLevel: 'warn', mode: 'production' });
console.log(`built ${dist}`);

process.env.BUILD_OUT_DIR = nextDeployDist(dist);
process.env.LENDER_MX_SUPPORT_PHONE = NEXT_DEPLOY_PHONE;
process.env.BUILD_MARK = NEXT_DEPLOY_MARK;
await build({ logLevel: 'warn', mode: 'production' });
delete process.env.BUILD_MARK;
console.log(`built ${process.env.BUILD_OUT_DIR}`);

// Only the third profile's files: no override of the deploy's or of the build before. A lender's own profile
// builds without ALLOW_DEMO_PROFILE, as a real deployment's must.
for (const key of Object.keys(process.env)) if (key.startsWith('LENDER_')) delete process.env[key];
delete process.env.ALLOW_DEMO_PROFILE;
process.env.BUILD_OUT_DIR = thirdProfileDist(dist);
process.env.LENDER_PROFILE_DIR = THIRD_PROFILE_DIR;
await build({ logLevel: 'warn', mode: 'production' });
console.log(`built ${process.env.BUILD_OUT_DIR}`);
