import { env } from '@/config/env';

type Settings = { -readonly [K in keyof typeof env]: (typeof env)[K] };

const defaults: Settings = { ...env };

/**
 * A deployment's settings for the rest of this test, as a build with those VITE_* values would validate
 * them: the app reads `env` as it renders, so no module is mocked. tests/setup.ts puts the defaults back
 * after each test.
 */
export function setEnv(settings: Partial<Settings>): void {
  Object.assign(env, settings);
}

/** The settings every test starts from (tests/setup.ts, after each test). */
export function resetEnv(): void {
  Object.assign(env, defaults);
}
