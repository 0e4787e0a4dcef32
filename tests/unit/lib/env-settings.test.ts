/** The two settings that restore the spec's literal behaviour (docs/departures.md). */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function loadEnv() {
  vi.resetModules();
  return (await import('@/config/env')).env;
}

describe('VITE_NUMBER_FORMAT and VITE_REGISTRATION_RULES', () => {
  it('default to each market’s own way', async () => {
    vi.stubEnv('VITE_NUMBER_FORMAT', '');
    vi.stubEnv('VITE_REGISTRATION_RULES', '');
    const env = await loadEnv();
    expect(env.numberFormat).toBe('market');
    expect(env.registrationRules).toBe('market');
  });

  it('take `spec`', async () => {
    vi.stubEnv('VITE_NUMBER_FORMAT', 'spec');
    vi.stubEnv('VITE_REGISTRATION_RULES', ' spec ');
    const env = await loadEnv();
    expect(env.numberFormat).toBe('spec');
    expect(env.registrationRules).toBe('spec');
  });

  it('refuse anything else, naming the variable', async () => {
    vi.stubEnv('VITE_NUMBER_FORMAT', 'es-MX');
    await expect(loadEnv()).rejects.toThrow('VITE_NUMBER_FORMAT must be one of market, spec');
    vi.stubEnv('VITE_NUMBER_FORMAT', 'market');
    vi.stubEnv('VITE_REGISTRATION_RULES', 'china');
    await expect(loadEnv()).rejects.toThrow('VITE_REGISTRATION_RULES must be one of market, spec');
  });
});

describe('VITE_DATE_FORMAT and VITE_WORDING', () => {
  it('default to each market’s own way and take `spec`', async () => {
    vi.stubEnv('VITE_DATE_FORMAT', '');
    vi.stubEnv('VITE_WORDING', '');
    let env = await loadEnv();
    expect([env.dateFormat, env.wording]).toEqual(['market', 'market']);
    vi.stubEnv('VITE_DATE_FORMAT', 'spec');
    vi.stubEnv('VITE_WORDING', 'spec');
    env = await loadEnv();
    expect([env.dateFormat, env.wording]).toEqual(['spec', 'spec']);
  });

  it('`spec` wording shows the spec’s quoted toasts word for word', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_WORDING', 'spec');
    const { specWording } = await import('@/config/spec-texts');
    expect(specWording('emptyComplaint', 'Escribe tus comentarios y sugerencias.')).toBe(
      'Por favor, rellene sus comentarios y sugerencias',
    );
    expect(specWording('ratingRequired', 'Please choose a rating.')).toBe('Seleccione una calificación');
    vi.resetModules();
    vi.stubEnv('VITE_WORDING', 'market');
    const market = await import('@/config/spec-texts');
    expect(market.specWording('ratingRequired', 'Elige una calificación.')).toBe('Elige una calificación.');
  });
});

describe('VITE_COMPLAINT_REFUSAL', () => {
  it("defaults to the page's language, takes `spec`, and refuses anything else", async () => {
    vi.stubEnv('VITE_COMPLAINT_REFUSAL', '');
    expect((await loadEnv()).complaintRefusal).toBe('market');
    vi.stubEnv('VITE_COMPLAINT_REFUSAL', 'spec');
    expect((await loadEnv()).complaintRefusal).toBe('spec');
    vi.stubEnv('VITE_COMPLAINT_REFUSAL', 'english');
    await expect(loadEnv()).rejects.toThrow('VITE_COMPLAINT_REFUSAL must be one of market, spec');
  });
});

describe('VITE_DRAGONPAY', () => {
  it('defaults to the page saying the rail is not available, takes `spec`, and refuses anything else', async () => {
    vi.stubEnv('VITE_DRAGONPAY', '');
    expect((await loadEnv()).dragonpay).toBe('market');
    vi.stubEnv('VITE_DRAGONPAY', 'spec');
    expect((await loadEnv()).dragonpay).toBe('spec');
    vi.stubEnv('VITE_DRAGONPAY', 'on');
    await expect(loadEnv()).rejects.toThrow('VITE_DRAGONPAY must be one of market, spec');
  });
});
