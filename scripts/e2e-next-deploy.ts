/**
 * The "next deploy" the offline browser test (tests/e2e/offline.spec.ts) serves to a browser
 * that already runs the e2e build's service worker. The same app built once more beside it with one
 * visible change: the service phone in the official site's footer.
 */
export const nextDeployDist = (dist: string) => `${dist}-next`;
export const NEXT_DEPLOY_PHONE = '800 111 2222';
