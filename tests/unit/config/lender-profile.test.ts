// @vitest-environment node
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the profile JSON freely, as a lender would */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  demoProfileRefused,
  loadLenderProfiles,
  splitHindi,
  loadMarketProfile,
  overrideName,
  profileFields,
  ProfileError,
} from '../../../scripts/lender-profile/load';
import { fillLender, profileFor } from '@/config/market-profile';

const root = process.cwd();
const demo = (market: 'mx' | 'in') =>
  JSON.parse(readFileSync(join(root, 'profiles', `${market}.json`), 'utf8')) as Record<string, unknown>;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'profile-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a market's file into the temp folder, changed by `edit`: a lender's own, without the demo's marker. */
function write(market: 'mx' | 'in', edit: (profile: Record<string, any>) => void = () => undefined) {
  const profile = structuredClone(demo(market)) as Record<string, any>;
  delete profile.demo;
  edit(profile);
  writeFileSync(join(dir, `${market}.json`), JSON.stringify(profile));
}

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProfileError);
    return (error as Error).message;
  }
  throw new Error('the profile was accepted');
}

describe("the lender's profile", () => {
  it('reads both demo profiles, marked fictional, without the note', () => {
    const profiles = loadLenderProfiles({}, root);
    expect(profiles.mx.market).toBe('mx');
    expect(profiles.in.market).toBe('in');
    expect(profiles.mx.registration.rfc).toMatch(/^[A-Z]{3}\d{6}/);
    expect(profiles.in.registration.cin).toHaveLength(21);
    expect(demo('mx')._note).toMatch(/FICTIONAL/);
    expect(demo('in')._note).toMatch(/FICTIONAL/);
    expect(profiles.mx).not.toHaveProperty('_note');
    expect(demo('mx').demo).toBe(true);
    expect(demo('in').demo).toBe(true);
    expect(profiles.mx).not.toHaveProperty('demo');
    expect(profiles.in).not.toHaveProperty('demo');
  });

  it('refuses the demo’s profile when told to, with one line naming the file and the setting', () => {
    expect(failure(() => loadLenderProfiles({}, root, { refuseDemo: true }))).toBe(
      "profile mx: profiles/mx.json is the demo's fictional lender; put your own profile there (or LENDER_PROFILE_DIR / LENDER_PROFILE_MX), or set ALLOW_DEMO_PROFILE=true for a demo deployment",
    );
    expect(failure(() => loadMarketProfile('in', {}, root, { refuseDemo: true }))).toMatch(
      /^profile in: profiles\/in\.json is the demo's fictional lender; .*LENDER_PROFILE_IN.*ALLOW_DEMO_PROFILE=true/,
    );
    // A lender's own file builds, and so does one that says it is not the demo's.
    write('mx', (p) => (p.demo = false));
    write('in');
    expect(loadLenderProfiles({ LENDER_PROFILE_DIR: dir }, root, { refuseDemo: true }).mx.legalName).toBe(
      demo('mx').legalName,
    );
  });

  it('refuses the demo’s profile only in a production build without the demo backend, unless allowed', () => {
    const build = { command: 'build', mode: 'production', demoApi: false } as const;
    expect(demoProfileRefused({ ...build, env: {} })).toBe(true);
    expect(demoProfileRefused({ ...build, env: { ALLOW_DEMO_PROFILE: 'false' } })).toBe(true);
    expect(demoProfileRefused({ ...build, env: { ALLOW_DEMO_PROFILE: 'true' } })).toBe(false);
    expect(demoProfileRefused({ ...build, env: { ALLOW_DEMO_PROFILE: ' TRUE ' } })).toBe(false);
    // A demo deployment serves the demo backend: its lender is the demo's by design.
    expect(demoProfileRefused({ ...build, demoApi: true, env: {} })).toBe(false);
    // npm run dev, and Vitest (mode `test`).
    expect(demoProfileRefused({ ...build, command: 'serve', env: {} })).toBe(false);
    expect(demoProfileRefused({ ...build, mode: 'test', env: {} })).toBe(false);
    expect(failure(() => demoProfileRefused({ ...build, env: { ALLOW_DEMO_PROFILE: 'yes' } }))).toBe(
      'ALLOW_DEMO_PROFILE must be true or false, not "yes"',
    );
  });

  it('is what the build gave the app (vite.config.ts shares it with Vitest), its Hindi with Hindi’s texts', async () => {
    const { profiles, hindi } = splitHindi(loadLenderProfiles({}, root));
    expect(profileFor('mx')).toEqual(profiles.mx);
    expect(profileFor('in')).toEqual(profiles.in);
    // A Spanish or English page loads the profile: no Hindi in it. Hindi's common texts carry it instead.
    expect(JSON.stringify(profiles)).not.toMatch(/Hi"|[\u0900-\u097F]/);
    expect(hindi).toEqual({
      hours: 'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 (भारतीय समय)',
      roles: {
        'QuickRupee Technologies Pvt. Ltd.': expect.stringMatching(/^लोन सेवा प्रदाता/),
        'Kyc Verify Services LLP': 'वीडियो केवाईसी और दस्तावेज़ों की जाँच',
      },
      // The registered address as Hindi pages and documents write it.
      address: 'नंबर 42, तीसरी मंज़िल, रेज़िडेंसी रोड, बेंगलुरु, कर्नाटक 560025, भारत',
    });
    expect((await import('@/lib/i18n/locales/common.hi')).default.profile).toEqual(hindi);
  });

  it.each([
    [(p: Record<string, any>) => delete p.support.phone, 'profile mx: support.phone is missing'],
    [(p: Record<string, any>) => delete p.legalName, 'profile mx: legalName is missing'],
    [
      (p: Record<string, any>) => (p.support.email = 'ayuda'),
      'profile mx: support.email must be an e-mail address',
    ],
    [
      (p: Record<string, any>) => (p.registration.rfc = '123'),
      'profile mx: registration.rfc must be a company RFC',
    ],
    [
      (p: Record<string, any>) => (p.stores.ios = 'http://x.example'),
      'profile mx: stores.ios must be https://',
    ],
    [(p: Record<string, any>) => (p.brandName = '  '), 'profile mx: brandName is empty'],
    [(p: Record<string, any>) => (p.support.phone = 5512345678), 'profile mx: support.phone must be text'],
    [(p: Record<string, any>) => (p.suport = {}), 'profile mx: suport is not a field of the profile'],
    [(p: Record<string, any>) => delete p.advertising.cat, 'profile mx: advertising.cat is missing ('],
    [
      (p: Record<string, any>) => (p.advertising.cat = '12 %'),
      'profile mx: advertising.cat must be a percentage with up to 2 decimals, e.g. 1126.1, not "12 %"',
    ],
    [
      (p: Record<string, any>) => (p.advertising.catDate = '02/11/2026'),
      'profile mx: advertising.catDate must be a date written YYYY-MM-DD, not "02/11/2026"',
    ],
    [
      (p: Record<string, any>) => (p.advertising.maxAmount = 15000.5),
      'profile mx: advertising.maxAmount must be a whole number of minor units',
    ],
    [
      (p: Record<string, any>) => (p.disbursal = { fromDays: 'soon', toDays: 3 }),
      'profile mx: disbursal.fromDays must be a whole number of days',
    ],
    // The carátula's items the profile states: the UNE's web page, the type of credit, insurance (none
    // written as an empty list) and the account statement.
    [(p: Record<string, any>) => delete p.grievance.une.web, 'profile mx: grievance.une.web is missing ('],
    [
      (p: Record<string, any>) => (p.caratula.creditType = 'mortgage'),
      'profile mx: caratula.creditType must be one of: personal, payroll, not "mortgage"',
    ],
    [(p: Record<string, any>) => delete p.caratula.insurance, 'profile mx: caratula.insurance is missing ('],
    [
      (p: Record<string, any>) => (p.caratula.accountStatement.means = []),
      'profile mx: caratula.accountStatement.means must name at least one way',
    ],
    [
      (p: Record<string, any>) => (p.caratula.accountStatement.frequency = 'yearly'),
      'profile mx: caratula.accountStatement.frequency must be one of: monthly, perPayment, not "yearly"',
    ],
  ])('fails with one line naming the market and the field (%#)', (edit, message) => {
    write('mx', edit);
    write('in');
    const text = failure(() => loadLenderProfiles({ LENDER_PROFILE_DIR: dir }, root));
    expect(text.startsWith(message)).toBe(true);
    expect(text).not.toContain('\n');
  });

  it.each([
    [(p: Record<string, any>) => delete p.advertising.aprMin, 'profile in: advertising.aprMin is missing ('],
    [
      (p: Record<string, any>) => (p.advertising.aprMax = 'high'),
      'profile in: advertising.aprMax must be a percentage with up to 2 decimals',
    ],
    [
      (p: Record<string, any>) => ((p.advertising.aprMin = 20), (p.advertising.aprMax = 10)),
      'profile in: advertising.aprMax must not be below advertising.aprMin',
    ],
    [
      (p: Record<string, any>) => delete p.digitalLending.serviceProviders[0].grievanceOfficer,
      'profile in: digitalLending.serviceProviders',
    ],
  ])(
    'India: the advertised APR range and each service provider’s grievance officer are checked (%#)',
    (edit, message) => {
      write('mx');
      write('in', edit);
      const text = failure(() => loadLenderProfiles({ LENDER_PROFILE_DIR: dir }, root));
      expect(text.startsWith(message), text).toBe(true);
      expect(text).not.toContain('\n');
    },
  );

  it.each([
    [(p: Record<string, any>) => delete p.support.hoursHi, 'profile in: support.hoursHi is missing ('],
    [
      (p: Record<string, any>) => (p.support.hoursHi = 'Monday to Saturday, 9:30 am to 6:30 pm IST'),
      'profile in: support.hoursHi must be in Hindi (Devanagari letters)',
    ],
    [
      (p: Record<string, any>) => (p.support.hoursHi = 'सोमवार से शनिवार, 9:30 am to 6:30 pm'),
      'profile in: support.hoursHi must be in Hindi: only a name or an acronym may stay in Latin letters',
    ],
    [
      (p: Record<string, any>) => (p.digitalLending.serviceProviders[1].roleHi = 'Video KYC और जाँच'),
      'profile in: digitalLending.serviceProviders',
    ],
  ])(
    'India: each free text has a Hindi value, and it is Hindi, for the Hindi pages (%#)',
    (edit, message) => {
      write('mx');
      write('in', edit);
      const text = failure(() => loadLenderProfiles({ LENDER_PROFILE_DIR: dir }, root));
      expect(text.startsWith(message), text).toBe(true);
    },
  );

  it('India: a Hindi free text may name a firm or an app in Latin letters', () => {
    write('mx');
    write('in', (p) => (p.digitalLending.serviceProviders[0].roleHi = 'QuickRupee ऐप चलाता है'));
    expect(
      loadLenderProfiles({ LENDER_PROFILE_DIR: dir }, root).in.digitalLending.serviceProviders[0]!.roleHi,
    ).toBe('QuickRupee ऐप चलाता है');
  });

  it("names India's fields too", () => {
    write('mx');
    write('in', (p) => delete p.grievance.officer.email);
    expect(failure(() => loadLenderProfiles({ LENDER_PROFILE_DIR: dir }, root))).toMatch(
      /^profile in: grievance\.officer\.email is missing \(.*in\.json, or LENDER_IN_GRIEVANCE_OFFICER_EMAIL\)$/,
    );
    write('in', (p) => (p.registration.cin = 'L123'));
    expect(failure(() => loadMarketProfile('in', { LENDER_PROFILE_DIR: dir }, root))).toMatch(
      /^profile in: registration\.cin must be a 21-character CIN/,
    );
  });

  it('says which file is not JSON, or not there', () => {
    writeFileSync(join(dir, 'mx.json'), '{ "brandName": ');
    expect(failure(() => loadMarketProfile('mx', { LENDER_PROFILE_DIR: dir }, root))).toMatch(
      /^profile mx: .*mx\.json is not valid JSON/,
    );
    expect(failure(() => loadMarketProfile('in', { LENDER_PROFILE_DIR: dir }, root))).toMatch(
      /^profile in: .*in\.json not found$/,
    );
  });

  it('takes a file per market, and a field from the environment over the file', () => {
    write('in', (p) => (p.legalName = 'Own File Finance Ltd'));
    const profiles = loadLenderProfiles(
      {
        LENDER_PROFILE_IN: join(dir, 'in.json'),
        LENDER_MX_SUPPORT_PHONE: '800 123 4567',
        LENDER_IN_GRIEVANCE_OFFICER_NAME: 'A. N. Officer',
        LENDER_IN_REGISTRATION_RBI_COR: 'N-99.00001',
      },
      root,
    );
    expect(profiles.in.legalName).toBe('Own File Finance Ltd');
    expect(profiles.in.grievance.officer.name).toBe('A. N. Officer');
    expect(profiles.in.registration.rbiCor).toBe('N-99.00001');
    expect(profiles.mx.support.phone).toBe('800 123 4567');
    expect(profiles.mx.legalName).toBe(demo('mx').legalName);
  });

  it('can be made from the environment alone, with the regulators’ public contacts as defaults', () => {
    const env: Record<string, string> = { LENDER_PROFILE_DIR: '' };
    const source = demo('in') as Record<string, any>;
    for (const path of profileFields('in')) {
      const value = path.reduce<any>((node, key) => node?.[key], source);
      // A variable is text, numbers included (advertising.maxAmount).
      const portal = ['grievance.rbiPortal', 'grievance.sachetPortal'].includes(path.join('.'));
      if (['string', 'number'].includes(typeof value) && !portal)
        env[overrideName('in', path)] = String(value);
      // A list (the digital lending apps) is JSON text.
      if (Array.isArray(value)) env[overrideName('in', path)] = JSON.stringify(value);
    }
    const profile = loadMarketProfile('in', env, dir);
    expect(profile.legalName).toBe(source.legalName);
    expect(profile.grievance.rbiPortal).toBe('https://cms.rbi.org.in');
    expect(profile.grievance.sachetPortal).toBe('https://sachet.rbi.org.in');
    expect(profile.digitalLending.apps).toEqual(source.digitalLending.apps);
    expect(profile.advertising.maxAmount).toBe(source.advertising.maxAmount);
    write('mx', (p) => {
      delete p.grievance.condusef;
      delete p.grievance.buro;
      delete p.grievance.reus;
    });
    const mexico = loadMarketProfile('mx', { LENDER_PROFILE_DIR: dir }, root).grievance;
    expect(mexico.condusef).toEqual({ phone: '55 5340 0999', url: 'https://www.condusef.gob.mx' });
    expect(mexico.buro).toBe('https://www.buro.gob.mx');
    // CONDUSEF's own page for signing up to REUS (the address its notices give).
    expect(mexico.reus).toBe('https://webapps.condusef.gob.mx/reus/app/registro.jsp');
  });

  it('names every field by a documented variable', () => {
    expect(profileFields('mx').map((path) => overrideName('mx', path))).toEqual(
      expect.arrayContaining([
        'LENDER_MX_BRAND_NAME',
        'LENDER_MX_LEGAL_NAME',
        'LENDER_MX_SUPPORT_PHONE',
        'LENDER_MX_STORES_ANDROID',
        'LENDER_MX_REGISTRATION_CONDUSEF',
        'LENDER_MX_GRIEVANCE_UNE_ADDRESS',
        'LENDER_MX_GRIEVANCE_CONDUSEF_URL',
        'LENDER_MX_GRIEVANCE_BURO',
        'LENDER_MX_GRIEVANCE_REUS',
      ]),
    );
    expect(profileFields('in').map((path) => overrideName('in', path))).toEqual(
      expect.arrayContaining([
        'LENDER_IN_GRIEVANCE_RBI_PORTAL',
        'LENDER_IN_ADVERTISING_MAX_AMOUNT',
        'LENDER_IN_ADVERTISING_APR_MIN',
        'LENDER_IN_ADVERTISING_APR_MAX',
        'LENDER_IN_ADVERTISING_APR_DATE',
        'LENDER_IN_WEBSITE',
        'LENDER_IN_GRIEVANCE_NODAL_OFFICER_EMAIL',
        'LENDER_IN_GRIEVANCE_SACHET_PORTAL',
        'LENDER_IN_DIGITAL_LENDING_APPS',
        'LENDER_IN_DIGITAL_LENDING_SERVICE_PROVIDERS',
        'LENDER_IN_DISBURSAL_FROM_DAYS',
        'LENDER_IN_DISBURSAL_TO_DAYS',
        'LENDER_IN_PENAL_CHARGE_RATE_PER_ANNUM',
      ]),
    );
    expect(profileFields('mx').map((path) => overrideName('mx', path))).toEqual(
      expect.arrayContaining([
        'LENDER_MX_ADVERTISING_MAX_AMOUNT',
        'LENDER_MX_ADVERTISING_CAT',
        'LENDER_MX_ADVERTISING_CAT_DATE',
        'LENDER_MX_GRIEVANCE_UNE_WEB',
        'LENDER_MX_CARATULA_CREDIT_TYPE',
        'LENDER_MX_CARATULA_INSURANCE',
        'LENDER_MX_CARATULA_ACCOUNT_STATEMENT_MEANS',
        'LENDER_MX_CARATULA_ACCOUNT_STATEMENT_FREQUENCY',
      ]),
    );
  });

  it('fills a legal text’s placeholders from the profile', () => {
    const text = {
      intro: ['{{lender.legalName}} at {{lender.address}}'],
      n: [['{{lender.supportEmail}}']],
      x: 1,
    };
    const india = profileFor('in');
    expect(fillLender(text, india)).toEqual({
      intro: [`${india.legalName} at ${india.address}`],
      n: [[india.support.email]],
      x: 1,
    });
    expect(fillLender('{{lender.unknown}}', india)).toBe('{{lender.unknown}}');
  });

  it('stops `vite build` with that one line', () => {
    write('mx', (p) => delete p.support.phone);
    write('in');
    const run = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      env: { ...process.env, LENDER_PROFILE_DIR: dir, BUILD_OUT_DIR: join(dir, 'out') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.startsWith('profile '));
    expect(lines).toEqual([
      expect.stringMatching(
        /^profile mx: support\.phone is missing \(.*mx\.json, or LENDER_MX_SUPPORT_PHONE\)$/,
      ),
    ]);
  });

  it('stops a production `vite build` on the demo’s profile with one line, unless ALLOW_DEMO_PROFILE=true', () => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !['VITE_DEMO_API', 'ALLOW_DEMO_PROFILE'].includes(key) && !key.startsWith('LENDER_'),
      ),
    );
    const viteBuild = (env: Record<string, string>) =>
      spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
        cwd: root,
        // VITE_LEGAL_DOCUMENTS=nonsense stops the allowed build right after the profiles, before any bundling.
        env: {
          ...inherited,
          NODE_ENV: 'production',
          BUILD_OUT_DIR: join(dir, 'out'),
          // Vite's own notice about its future config loader, printed on every run: not this build's output.
          VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const refused = viteBuild({ VITE_DEMO_API: 'false' });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      "profile mx: profiles/mx.json is the demo's fictional lender; put your own profile there (or LENDER_PROFILE_DIR / LENDER_PROFILE_MX), or set ALLOW_DEMO_PROFILE=true for a demo deployment",
    ]);
    const allowed = viteBuild({ ALLOW_DEMO_PROFILE: 'true', VITE_LEGAL_DOCUMENTS: 'nonsense' });
    expect(allowed.status).toBe(1);
    expect(allowed.stderr.trim().split('\n')).toEqual([
      'VITE_LEGAL_DOCUMENTS must be market or spec, not "nonsense"',
    ]);
  });
});
