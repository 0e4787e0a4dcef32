/**
 * Reads the lender's profile of each market, applies the environment's overrides and checks it
 * (src/config/lender-profile.schema.ts). Used by the build (vite.config.ts), which hands the result to the
 * app, and by the demo HTTP server, which answers with it. docs/lender-profile.md.
 *
 *   profiles/mx.json, profiles/in.json          the files (LENDER_PROFILE_DIR names another folder;
 *                                               LENDER_PROFILE_MX / LENDER_PROFILE_IN another file)
 *   LENDER_MX_SUPPORT_PHONE=...                 one field: LENDER_<MARKET>_<PATH>, the path's names in
 *                                               upper snake case (grievance.officer.email ->
 *                                               LENDER_IN_GRIEVANCE_OFFICER_EMAIL)
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import * as v from 'valibot';
import {
  PROFILE_MARKETS,
  profileSchemas,
  type LenderProfileFiles,
  type LenderProfiles,
  type ProfileHindi,
  type ProfileMarket,
} from '../../src/config/lender-profile.schema';

export type ProfileEnv = Record<string, string | undefined>;

/** A profile the build cannot use; its message is the one line the build prints. */
export class ProfileError extends Error {
  override name = 'ProfileError';
}

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
}

/** What is in a profile file for whoever edits it or for the build, never for the pages. */
const NOT_FIELDS = new Set(['_note', 'demo']);

/** Every field a lender can fill in, as a path of keys (the `_note` and the `demo` marker are not fields). */
export function profileFields(market: ProfileMarket): string[][] {
  const fields: string[][] = [];
  const walk = (node: SchemaNode, path: string[]) => {
    if (node.wrapped) return walk(node.wrapped, path);
    if (node.entries) {
      for (const [key, child] of Object.entries(node.entries))
        if (!NOT_FIELDS.has(key)) walk(child, [...path, key]);
      return;
    }
    fields.push(path);
  };
  walk(profileSchemas[market] as unknown as SchemaNode, []);
  return fields;
}

const snake = (key: string) => key.replace(/([a-z\d])([A-Z])/g, '$1_$2').toUpperCase();

/** The environment variable that overrides one field: `LENDER_MX_SUPPORT_PHONE`. */
export function overrideName(market: ProfileMarket, path: string[]): string {
  return ['LENDER', market.toUpperCase(), ...path.map(snake)].join('_');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function setField(target: Json, path: string[], value: string): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  node[path[path.length - 1] as string] = value;
}

/** Where a market's file is: its own variable, else `<market>.json` in the profile folder. */
export function profileFile(market: ProfileMarket, env: ProfileEnv, root: string): string {
  const own = env[`LENDER_PROFILE_${market.toUpperCase()}`]?.trim();
  if (own) return resolve(root, own);
  return join(resolve(root, env.LENDER_PROFILE_DIR?.trim() || 'profiles'), `${market}.json`);
}

const shown = (file: string, root: string) => {
  const path = relative(root, file);
  return path && !path.startsWith('..') && !isAbsolute(path) ? path : file;
};

function describe(issue: v.BaseIssue<unknown>, market: ProfileMarket, file: string): string {
  const path = (issue.path ?? []).map((item) => String(item.key));
  const field = path.join('.');
  if (!field) return `${file} must hold a JSON object`;
  const unknownKey = issue.type === 'strict_object' && issue.expected === 'never';
  if (unknownKey) return `${field} is not a field of the profile (a typo?)`;
  const where = `(${file}, or ${overrideName(market, path)})`;
  if (issue.input === undefined) return `${field} is missing ${where}`;
  if (issue.kind === 'schema') return `${field} must be text ${where}`;
  return `${field} ${issue.message}, not ${JSON.stringify(issue.input)} ${where}`;
}

export interface LoadOptions {
  /**
   * Refuse a profile marked `"demo": true` (the demo's fictional lender): a production build that is not a
   * demo deployment must not ship invented registrations and `.example` addresses (see demoProfileRefused).
   */
  refuseDemo?: boolean;
}

/**
 * Whether the build must refuse the demo's profiles: a production `vite build` without the demo backend, unless
 * ALLOW_DEMO_PROFILE=true says the deployment is a demo on purpose. `npm run dev` serves, Vitest runs in
 * `test` mode, and the scripts that build for tests and measurements set ALLOW_DEMO_PROFILE themselves.
 */
export function demoProfileRefused(options: {
  command: 'build' | 'serve';
  mode: string;
  demoApi: boolean;
  env: ProfileEnv;
}): boolean {
  const allow = options.env.ALLOW_DEMO_PROFILE?.trim().toLowerCase();
  if (allow !== undefined && allow !== '' && allow !== 'true' && allow !== 'false')
    throw new ProfileError(`ALLOW_DEMO_PROFILE must be true or false, not ${JSON.stringify(allow)}`);
  return options.command === 'build' && options.mode === 'production' && !options.demoApi && allow !== 'true';
}

/** One market's profile, checked; throws a ProfileError naming the market and the field. */
export function loadMarketProfile<M extends ProfileMarket>(
  market: M,
  env: ProfileEnv = process.env,
  root = process.cwd(),
  { refuseDemo = false }: LoadOptions = {},
): LenderProfileFiles[M] {
  const file = profileFile(market, env, root);
  const name = shown(file, root);
  const fail = (message: string) => new ProfileError(`profile ${market}: ${message}`);
  let data: Json = {};
  if (existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw fail(`${name} is not valid JSON (${(error as Error).message.split('\n')[0]})`);
    }
    if (!isObject(parsed)) throw fail(`${name} must hold a JSON object`);
    if (refuseDemo && parsed.demo === true) {
      const own = `LENDER_PROFILE_${market.toUpperCase()}`;
      throw fail(
        `${name} is the demo's fictional lender; put your own profile there (or LENDER_PROFILE_DIR / ${own}), or set ALLOW_DEMO_PROFILE=true for a demo deployment`,
      );
    }
    data = parsed;
  } else if (env.LENDER_PROFILE_DIR?.trim() || env[`LENDER_PROFILE_${market.toUpperCase()}`]?.trim()) {
    // A file the deploy names must be there; without one, the variables alone may make the profile.
    throw fail(`${name} not found`);
  }
  for (const path of profileFields(market)) {
    const value = env[overrideName(market, path)];
    if (value !== undefined && value.trim() !== '') setField(data, path, value);
  }
  const result = v.safeParse(profileSchemas[market], data, { abortEarly: true });
  if (!result.success) throw fail(describe(result.issues[0], market, name));
  // The note is for whoever edits the file, the marker for the build; the pages never need either.
  const { _note: _unused, demo: _demo, ...profile } = result.output;
  return { ...profile, market } as LenderProfileFiles[M];
}

/** Both markets' profiles, checked. */
export function loadLenderProfiles(
  env: ProfileEnv = process.env,
  root = process.cwd(),
  options: LoadOptions = {},
): LenderProfileFiles {
  const [mx, india] = PROFILE_MARKETS.map((market) => loadMarketProfile(market, env, root, options));
  return { mx, in: india } as LenderProfileFiles;
}

/**
 * The profiles as the pages load them, and India's Hindi free texts apart: a Spanish or English first load
 * carries no Hindi; Hindi's own texts carry these (src/lib/i18n/profile-hindi.ts).
 */
export function splitHindi(files: LenderProfileFiles): { profiles: LenderProfiles; hindi: ProfileHindi } {
  const { hoursHi: _mxHours, ...mxSupport } = files.mx.support;
  const { hoursHi, ...inSupport } = files.in.support;
  const { addressHi, ...india } = files.in;
  const providers = files.in.digitalLending.serviceProviders;
  return {
    profiles: {
      mx: { ...files.mx, support: mxSupport },
      in: {
        ...india,
        support: inSupport,
        digitalLending: {
          ...files.in.digitalLending,
          serviceProviders: providers.map(({ roleHi: _role, ...provider }) => provider),
        },
      },
    },
    hindi: {
      hours: hoursHi,
      roles: Object.fromEntries(providers.map((provider) => [provider.name, provider.roleHi])),
      address: addressHi,
    },
  };
}
