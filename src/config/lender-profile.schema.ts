import * as v from 'valibot';

/**
 * The lender's profile per market: everything that names the lender. A lender fills it in outside `src/`
 * (profiles/<market>.json, or environment variables, docs/lender-profile.md); the build reads and
 * checks it with this schema (scripts/lender-profile) and the app reads the checked result
 * (config/market-profile.ts). The app imports only the types: the check costs the page nothing.
 */

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('is empty'));
/** A number as people dial it: digits, spaces, dashes, brackets and a leading `+`; 6 to 15 digits. */
const phone = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\+?[\d\s()-]+$/, 'must be a phone number (digits, spaces, dashes, a leading +)'),
  v.check((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'must have 6 to 15 digits'),
);
const email = v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'));
const httpsUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be a URL'),
  v.startsWith('https://', 'must be https://'),
);

/**
 * A number the file may write as a number or as text (an environment variable is always text): minor units
 * are whole and positive, a rate is a percentage with up to 2 decimals. Checked as values, so a wrong one is
 * named with its value in the build's one line.
 */
const numberText = (pattern: RegExp, message: string) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check(
      (value) =>
        (typeof value === 'number' && Number.isFinite(value) && pattern.test(String(value))) ||
        (typeof value === 'string' && pattern.test(value)),
      message,
    ),
    v.transform((value) => Number(value)),
  );
const minorUnits = v.pipe(
  numberText(/^\d+$/, 'must be a whole number of minor units (centavos, paise), e.g. 1500000'),
  v.minValue(1, 'must be more than 0'),
);
const days = numberText(/^\d{1,2}$/, 'must be a whole number of days, e.g. 3');
/** A loan's term in days, as an advertised product's range states it. */
const termDays = v.pipe(
  numberText(/^\d{1,3}$/, 'must be a whole number of days, e.g. 30'),
  v.minValue(1, 'must be more than 0'),
);
const percent = numberText(/^\d+(\.\d{1,2})?$/, 'must be a percentage with up to 2 decimals, e.g. 1126.1');
/** YYYY-MM-DD, a real day. */
const day = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
    return !!date && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a date written YYYY-MM-DD'),
);

/**
 * A list the file writes as a JSON array; an environment variable writes it as JSON text
 * (`LENDER_IN_DIGITAL_LENDING_APPS='[{"name":"…","operator":"…"}]'`).
 */
const jsonList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    v.array(item, 'must be a list (a JSON array)'),
  );
const person = v.strictObject({ name: text, phone, email });

/**
 * A free text India's Hindi pages show: in Devanagari, not an English sentence with a Hindi word in it. Names
 * may stay in Latin letters (a company, an app, "KYC"), but not two Latin words in a row ("Monday to
 * Saturday" is refused, "QuickRupee ऐप" is not); a number stays a number.
 */
const hindiText = v.pipe(
  text,
  v.regex(/[\u0900-\u097F]/, 'must be in Hindi (Devanagari letters)'),
  v.check(
    (value) => !/[A-Za-z][\w.'’-]*[\s,]+[A-Za-z]/.test(value),
    'must be in Hindi: only a name or an acronym may stay in Latin letters, never two Latin words in a row',
  ),
);

/**
 * The product an ad, the ad landing and the official home advertise: its name, the most it lends (the
 * headline's "up to") and its term in days. Its cost (Mexico's CAT promedio, India's APRs) is that
 * product's, so every figure advertised belongs to one product.
 */
const advertisedProduct = { product: text, maxAmount: minorUnits, minTerm: termDays, maxTerm: termDays };

const common = {
  /** Free text for whoever edits the file (e.g. that the demo's profile is fictional). Never shown. */
  _note: v.optional(v.string()),
  /**
   * `true` in the demo's own profiles (profiles/): a production build refuses them unless ALLOW_DEMO_PROFILE
   * says the deployment is a demo (scripts/lender-profile/load.ts). Never shown.
   */
  demo: v.optional(v.boolean()),
  /** The app's name as borrowers know it (the official site's header). */
  brandName: text,
  /** The lender's registered name: the footer, the contract's lender, the payment picture. */
  legalName: text,
  /** The registered postal address, on one line. */
  address: text,
  /** `hoursHi`: the hours in Hindi, for India's Hindi pages (India's profile must give it). */
  support: v.strictObject({ phone, email, hours: text, hoursHi: v.optional(hindiText) }),
  /** Where the download page sends a phone without the app. */
  stores: v.strictObject({ android: httpsUrl, ios: httpsUrl }),
  /**
   * How long a disbursal takes once a loan is approved, in days, as the lender's loan terms state it (India's:
   * "within 1 to 3 days"): loan details say it while the money is on its way. Left out, they say no time.
   */
  disbursal: v.optional(v.strictObject({ fromDays: days, toDays: days })),
};

/** A word from a fixed list, named in the build's one line when it is another (`must be one of: …`). */
const oneOf = <T extends string>(words: readonly T[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => (words as readonly string[]).includes(value), `must be one of: ${words.join(', ')}`),
    v.transform((value) => value as T),
  );

/** The kinds of credit the carátula's "Tipo de crédito" names (CONDUSEF: créditos personales, de nómina). */
export const CREDIT_TYPES = ['personal', 'payroll'] as const;
/** How the borrower gets the estado de cuenta: in the app, on the web, by e-mail, by post at home. */
export const ACCOUNT_STATEMENT_MEANS = ['app', 'internet', 'email', 'home'] as const;
export const ACCOUNT_STATEMENT_FREQUENCIES = ['monthly', 'perPayment'] as const;

export const MexicoProfileSchema = v.strictObject({
  ...common,
  /**
   * What the carátula of every credit states of the product beside the loan's own figures (CONDUSEF's
   * carátula: "Tipo de crédito", "Seguros", "Estado de cuenta"). `insurance` lists each insurance the credit
   * carries; an empty list says it carries none, and the carátula says "No aplica".
   */
  caratula: v.strictObject({
    creditType: oneOf(CREDIT_TYPES),
    insurance: jsonList(v.strictObject({ name: text, insurer: text, clause: text, mandatory: v.boolean() })),
    accountStatement: v.strictObject({
      means: v.pipe(jsonList(oneOf(ACCOUNT_STATEMENT_MEANS)), v.minLength(1, 'must name at least one way')),
      frequency: oneOf(ACCOUNT_STATEMENT_FREQUENCIES),
    }),
  }),
  /**
   * What the ad landing and the official home advertise, all of one product: its name, the most it lends
   * (the headline's "up to"), its term, and its CAT promedio, which Mexican credit advertising must state
   * without IVA, with its calculation date.
   */
  advertising: v.pipe(
    v.strictObject({ ...advertisedProduct, cat: percent, catDate: day }),
    v.forward(
      v.partialCheck(
        [['minTerm'], ['maxTerm']],
        (input) => input.minTerm <= input.maxTerm,
        'must not be below advertising.minTerm',
      ),
      ['maxTerm'],
    ),
  ),
  registration: v.strictObject({
    /** Registro Federal de Contribuyentes of a company: 3 letters, the date (YYMMDD), 3 characters. */
    rfc: v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/, 'must be a company RFC (3 letters, 6 digits, 3 characters)'),
    ),
    /** The SIPRES registry number CONDUSEF gives the lender. */
    condusef: v.pipe(v.string(), v.trim(), v.regex(/^[\d-]+$/, 'must be digits')),
    /** Registro de Contratos de Adhesión: the adhesion contract's number. */
    reca: text,
  }),
  grievance: v.strictObject({
    /** Unidad Especializada de Atención a Usuarios: the lender's own complaints unit, with its web page. */
    une: v.strictObject({ address: text, phone, email, web: httpsUrl }),
    /** The regulator's contact; its public numbers unless the file says otherwise. */
    condusef: v.optional(v.strictObject({ phone, url: httpsUrl }), {
      phone: '55 5340 0999',
      url: 'https://www.condusef.gob.mx',
    }),
    /** CONDUSEF's Buró de Entidades Financieras, where a borrower compares lenders' records. */
    buro: v.optional(httpsUrl, 'https://www.buro.gob.mx'),
    /** CONDUSEF's Registro Público de Usuarios (REUS), to stop financial advertising. */
    reus: v.optional(httpsUrl, 'https://webapps.condusef.gob.mx/reus/app/registro.jsp'),
  }),
});

export const IndiaProfileSchema = v.strictObject({
  ...common,
  /** India's pages are also in Hindi: its free texts come in Hindi too, checked here, so none shows in English. */
  support: v.strictObject({ phone, email, hours: text, hoursHi: hindiText }),
  /** The registered address as Hindi pages and documents write it. */
  addressHi: hindiText,
  /**
   * What the ad landing and the official site advertise, all of one product: its name, the most it lends
   * (the headline's "up to"), its term, and the range of APRs its loans carry (one figure when they are the
   * same) with the date it was worked out, shown wherever an amount or a rate is advertised.
   */
  advertising: v.pipe(
    v.strictObject({
      ...advertisedProduct,
      aprMin: percent,
      aprMax: percent,
      aprDate: day,
    }),
    v.forward(
      v.partialCheck(
        [['minTerm'], ['maxTerm']],
        (input) => input.minTerm <= input.maxTerm,
        'must not be below advertising.minTerm',
      ),
      ['maxTerm'],
    ),
    v.forward(
      v.partialCheck(
        [['aprMin'], ['aprMax']],
        (input) => input.aprMin <= input.aprMax,
        'must not be below advertising.aprMin',
      ),
      ['aprMax'],
    ),
  ),
  registration: v.strictObject({
    /** Corporate Identification Number (21 characters). */
    cin: v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(
        /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
        'must be a 21-character CIN (e.g. U65999MH2020PTC123456)',
      ),
    ),
    /** The Reserve Bank of India's certificate of registration as an NBFC. */
    rbiCor: text,
  }),
  /**
   * The lender's standard penal charge, a percentage per annum (RBI, Fair Lending Practice – Penal Charges in
   * Loan Accounts, 18 August 2023: on the overdue amount only, never penal interest, never capitalised). The
   * loan terms state it as the lender's policy; each loan's KFS states the loan's own, which prevails.
   * Optional: without it the terms point to the KFS alone.
   */
  penalCharge: v.optional(v.strictObject({ ratePerAnnum: percent })),
  /** The lender's own website (the official site's grievance section). */
  website: httpsUrl,
  grievance: v.strictObject({
    /** The Grievance Redressal Officer, named as the RBI's digital lending directions require. */
    officer: person,
    /** The nodal officer for digital lending complaints (RBI Digital Lending Directions 2025). */
    nodalOfficer: person,
    /** The RBI's complaint portal (the Integrated Ombudsman Scheme). */
    rbiPortal: v.optional(httpsUrl, 'https://cms.rbi.org.in'),
    /** The RBI's Sachet portal, for unauthorised lending and deposit-taking. */
    sachetPortal: v.optional(httpsUrl, 'https://sachet.rbi.org.in'),
  }),
  /** The digital lending apps the lender lends through, and the lending service providers it works with. */
  digitalLending: v.strictObject({
    apps: v.pipe(
      jsonList(v.strictObject({ name: text, operator: text, url: v.optional(httpsUrl) })),
      v.minLength(1, 'must name at least one app'),
    ),
    /**
     * Its lending service providers, each with its own grievance redressal officer (RBI Digital Lending
     * Directions 2025): the KFS names the loan's, the official site lists them all.
     */
    serviceProviders: v.optional(
      jsonList(
        v.strictObject({
          name: text,
          role: text,
          /** The role in Hindi, for the Hindi pages. */
          roleHi: hindiText,
          website: v.optional(httpsUrl),
          grievanceOfficer: person,
        }),
      ),
      [],
    ),
    /** The recovery agents it engages: the KFS, the statement, the site and the loan terms name these. */
    recoveryAgents: v.optional(
      jsonList(v.strictObject({ name: text, phone: v.optional(phone), website: v.optional(httpsUrl) })),
      [],
    ),
  }),
});

export const PROFILE_MARKETS = ['mx', 'in'] as const;
export type ProfileMarket = (typeof PROFILE_MARKETS)[number];

export const profileSchemas = { mx: MexicoProfileSchema, in: IndiaProfileSchema } as const;

/** Each market's profile as its file gives it, Hindi free texts included: what the build and the demo server read. */
export interface LenderProfileFiles {
  mx: v.InferOutput<typeof MexicoProfileSchema> & { market: 'mx' };
  in: v.InferOutput<typeof IndiaProfileSchema> & { market: 'in' };
}

/**
 * India's free texts in Hindi (`support.hoursHi`, each service provider's `roleHi`, by the provider's name,
 * the address's `addressHi`).
 * The build takes them out of the profile and ships them with Hindi's own texts (src/lib/i18n/profile-hindi.ts),
 * so a Spanish or English page carries none of them.
 */
export interface ProfileHindi {
  hours: string;
  roles: Record<string, string>;
  address: string;
}

type PagesSupport<P extends { support: object }> = Omit<P, 'support'> & {
  support: Omit<P['support'], 'hoursHi'>;
};
type IndiaFile = LenderProfileFiles['in'];
type IndiaLending = IndiaFile['digitalLending'];

/** A profile as the pages hold it: its Hindi free texts travel with Hindi's texts instead (ProfileHindi). */
export type MexicoProfile = PagesSupport<LenderProfileFiles['mx']>;
export type IndiaProfile = Omit<PagesSupport<IndiaFile>, 'digitalLending' | 'addressHi'> & {
  digitalLending: Omit<IndiaLending, 'serviceProviders'> & {
    serviceProviders: Omit<IndiaLending['serviceProviders'][number], 'roleHi'>[];
  };
};
export type LenderProfile = MexicoProfile | IndiaProfile;
export interface LenderProfiles {
  mx: MexicoProfile;
  in: IndiaProfile;
}
