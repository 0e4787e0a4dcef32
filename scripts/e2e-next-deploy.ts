/**
 * The "next deploy" the browser tests put in place of the e2e build: tests/e2e/offline.spec.ts serves it to
 * a browser that already runs the first build's service worker; tests/e2e/detours.spec.ts and
 * tests/e2e/nginx.spec.ts swap it in under the same server configuration. The same app built once more
 * beside it with one visible change (the service phone in the official site's footer) and its build mark
 * (scripts/build/build-mark.ts): another inline script and another stylesheet, so other hashes.
 */
export const nextDeployDist = (dist: string) => `${dist}-next`;
export const NEXT_DEPLOY_PHONE = '800 111 2222';
export const NEXT_DEPLOY_MARK = 'next';
