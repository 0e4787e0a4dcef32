import { readdirSync, readFileSync, statSync } from 'node:fs';
import { paths } from '../../src/config/paths';
import { exampleLocation } from '../../src/app/route-examples';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { startDemoServer } from '../../scripts/demo-server';
import { THIRD_PROFILE_DIR, thirdProfileDist } from '../../scripts/e2e-third-profile';
import { loadLenderProfiles } from '../../scripts/lender-profile/load';
import { installLenderProfiles, type LenderProfile } from '../../src/config/market-profile';
import { test, expect } from './fixtures';

/**
 * A lender deploys with its own profile (docs/lender-profile.md): the build made with a third,
 * unmistakable profile (scripts/build-e2e.ts, tests/fixtures/profiles-third) shows it on every page that
 * names the lender or a phone number, and carries none of the demo profiles' details anywhere.
 */
const dist = thirdProfileDist(process.env.E2E_DIST ?? 'dist-e2e');
const port = Number(process.env.E2E_PROFILE_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 300);
const baseURL = `http://127.0.0.1:${port}`;

const third = loadLenderProfiles({ LENDER_PROFILE_DIR: THIRD_PROFILE_DIR });
/** The demo's own profiles (profiles/), as shipped. */
const demo = loadLenderProfiles({});

/** What names a lender: none of the demo's may show in the third build. */
function namesOf(profile: LenderProfile): string[] {
  const own =
    profile.market === 'in'
      ? [
          profile.registration.cin,
          profile.registration.rbiCor,
          profile.grievance.officer.name,
          profile.grievance.officer.phone,
          profile.grievance.officer.email,
        ]
      : [
          profile.registration.rfc,
          profile.registration.reca,
          profile.grievance.une.address,
          profile.grievance.une.phone,
          profile.grievance.une.email,
        ];
  return [
    profile.brandName,
    profile.legalName,
    profile.address,
    profile.support.phone,
    profile.support.email,
    profile.stores.android,
    profile.stores.ios,
    ...own,
  ];
}
const DEMO_NAMES = [...namesOf(demo.mx), ...namesOf(demo.in)];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

let server: Server;
test.beforeAll(async () => {
  // The demo backend answers as the third lender's server would: its contract, voucher and contact.
  server = await startDemoServer({ dist, port, csp: true, profiles: third });
});
test.afterAll(async () => {
  await new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
  // Other specs in this worker get the demo's profiles back.
  installLenderProfiles(loadLenderProfiles());
});

async function open(page: Page, route: string, pageQuery = '') {
  await page.goto(`/${pageQuery}#${route}`);
}

/** No demo lender's name, number or link on the page, in its text or its links. */
async function expectNoDemoLender(page: Page) {
  const text = await page.locator('body').innerText();
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  for (const name of DEMO_NAMES) {
    expect(text, `the page names "${name}"`).not.toContain(name);
    expect(links, `a link goes to "${name}"`).not.toContain(name);
  }
}

test('the build carries none of the demo profiles, and the third one', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dist);
  const all = files
    .filter((file) => /\.(html|js|css|json|txt|svg|webmanifest)$/.test(file))
    .map((file) => [file, readFileSync(file, 'utf8')] as const);
  for (const [file, content] of all)
    for (const name of DEMO_NAMES) expect(content.includes(name), `${file} names "${name}"`).toBe(false);
  const everything = all.map(([, content]) => content).join('\n');
  for (const name of [...namesOf(third.mx), ...namesOf(third.in)]) expect(everything).toContain(name);
});

for (const [market, pageQuery] of [
  ['mx', ''],
  ['in', '?type=1'],
] as const) {
  const profile = third[market];
  const registrations =
    profile.market === 'in'
      ? [profile.registration.cin, profile.registration.rbiCor]
      : [profile.registration.rfc, profile.registration.condusef, profile.registration.reca];

  test(`${market}: the official site's header and footer`, async ({ page, pageErrors }) => {
    await open(page, paths.officialAbout, pageQuery);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(profile.legalName);
    await expect(footer.getByRole('link', { name: profile.support.phone })).toBeVisible();
    await expect(footer.getByRole('link', { name: profile.support.email })).toBeVisible();
    await expect(footer).toContainText(profile.address);
    for (const value of registrations) await expect(footer).toContainText(value);
    await expect(page.getByRole('banner')).toContainText(profile.brandName);
    await expectNoDemoLender(page);
    expect(pageErrors).toEqual([]);
  });

  test(`${market}: /Dag, the lender's own privacy notice and loan terms, and the grievance links`, async ({
    page,
  }) => {
    await open(page, paths.customerService, pageQuery);
    await expect(page.getByRole('link', { name: profile.support.phone })).toBeVisible();
    await expect(page.getByRole('link', { name: profile.support.email })).toBeVisible();
    await expectNoDemoLender(page);

    await open(page, paths.privacyPolicy, pageQuery);
    await expect(page.getByRole('main')).toContainText(profile.legalName);
    await expectNoDemoLender(page);
    // The documents are the lender's own, from the files beside its profile.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      market === 'in' ? 'Qwertz privacy notice' : 'Aviso de privacidad de Qwertz',
    );
    await open(page, paths.loanTerms, pageQuery);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      market === 'in' ? 'Qwertz loan terms' : 'Contrato de crédito Qwertz',
    );
    await expect(page.getByRole('main')).toContainText(
      profile.market === 'in' ? profile.registration.cin : profile.registration.reca,
    );
    await expectNoDemoLender(page);

    await open(page, paths.complaintList, pageQuery);
    const escalate = page.locator('.grievance__escalate');
    await escalate.locator('summary').click();
    await expect(escalate).toContainText(
      profile.market === 'in' ? profile.grievance.officer.name : profile.grievance.une.address,
    );
    await expectNoDemoLender(page);
  });

  test(`${market}: the contract in one payment and in instalments`, async ({ page }) => {
    const orderNo = market === 'in' ? 'IN24050007' : 'MX24050007';
    for (const route of [paths.loanAgreement, paths.loanAgreementPeriods]) {
      await open(page, `${route}?orderNo=${orderNo}`, pageQuery);
      await expect(page.getByRole('article')).toContainText(profile.legalName);
      await expectNoDemoLender(page);
    }
  });

  test(`${market}: the payment reference and its picture's lender`, async ({ page }) => {
    const query =
      market === 'in'
        ? 'productId=7&orderId=IN24050007&amount=560000&payCode=UPI&requestType=1'
        : 'productId=7&orderId=MX24050007&amount=345000&payCode=OXXO&requestType=1';
    await open(page, `${paths.repayInstructions}?${query}`, pageQuery);
    await expect(page.getByText(profile.legalName).first()).toBeVisible();
    await expectNoDemoLender(page);
  });

  test(`${market}: the download page's name and store link`, async ({ page, scenario }) => {
    // Without its template the page shows its own defaults: the lender's name and store page.
    await scenario({ faults: { channelTemplate: 'network' } });
    await open(page, `${paths.downloadTemplate}?id=1`, pageQuery);
    await expect(page.getByRole('heading', { level: 1, name: profile.brandName })).toBeVisible();
    await expect(page.getByRole('link', { name: /Descargar la app|Download the app/ })).toHaveAttribute(
      'href',
      profile.stores.android,
    );
    await expectNoDemoLender(page);
  });
}

test('in: the cooling-off notice on confirmation and the exit path on the loan call the third lender', async ({
  page,
  scenario,
}) => {
  const { phone } = third.in.support;
  await open(page, exampleLocation({ path: paths.confirmLoan }), '?type=1');
  const notice = page.getByRole('region', { name: 'Cooling-off period: you can change your mind' });
  await expect(notice.getByRole('link', { name: `Call ${phone}` })).toBeVisible();
  await expectNoDemoLender(page);

  await scenario({ flags: { coolingOff: '1' } });
  await open(page, exampleLocation({ path: paths.loanDetails }, 'in'), '?type=1');
  const exit = page.getByRole('region', { name: 'Cooling-off period: you can still exit this loan' });
  await expect(exit.getByRole('link', { name: `Call ${phone}` })).toBeVisible();
  await expectNoDemoLender(page);
});
