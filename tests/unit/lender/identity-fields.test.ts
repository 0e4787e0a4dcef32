import * as v from 'valibot';
import { readIdentity } from '@/entities/lender/identity-fields';
import { OfferLenderSchema, OptionalLenderSchema } from '@/entities/lender/schema';

/**
 * contract §10, "A lender's identity", read from a loan's `lender` field by field: a field of the wrong shape
 * is absent (the document then says the lender did not give it), and the rest of the lender stands.
 */
const officer = {
  name: 'Sunil Patwardhan',
  designation: 'Grievance Redressal Officer',
  phone: '+91 20 6712 4400',
  email: 'grievance@sahyadrifincorp.example',
  address: 'Sahyadri House, Pune 411016',
};
const insurance = {
  name: 'Seguro de vida',
  insurer: 'Aseguradora Ejemplo',
  clause: 'Cláusula 12',
  mandatory: true,
};

describe('readIdentity: each field of a lender’s identity, read alone', () => {
  it('keeps every field of the right shape, with its text trimmed', () => {
    expect(
      readIdentity({
        grievanceOfficer: { ...officer, name: '  Sunil Patwardhan ' },
        nodalOfficer: { name: 'Anjali Deshmukh' },
        serviceProviders: [
          { name: 'Paylane Technologies Pvt. Ltd.', grievanceOfficer: { name: 'Kavita Joshi' } },
        ],
        recoveryAgents: [{ name: 'Deccan Recoveries Pvt. Ltd.', phone: '+91 20 6712 4500' }],
        une: {
          address: 'Av. Constitución 1500',
          phone: '81 8047 2200',
          email: 'une@x.example',
          web: 'https://x.example',
        },
        reca: ' 2814-439-041127/02-00987-0525 ',
        condusef: '99012',
        productType: 'Crédito personal',
        support: { phone: '800 627 4400', email: 'ayuda@x.example', hours: 'Lunes a viernes' },
        insurance: [insurance],
        accountStatement: { means: ['app', 'email'], frequency: 'perPayment' },
      }),
    ).toStrictEqual({
      grievanceOfficer: officer,
      nodalOfficer: { name: 'Anjali Deshmukh' },
      serviceProviders: [
        { name: 'Paylane Technologies Pvt. Ltd.', grievanceOfficer: { name: 'Kavita Joshi' } },
      ],
      recoveryAgents: [{ name: 'Deccan Recoveries Pvt. Ltd.', phone: '+91 20 6712 4500' }],
      une: {
        address: 'Av. Constitución 1500',
        phone: '81 8047 2200',
        email: 'une@x.example',
        web: 'https://x.example',
      },
      reca: '2814-439-041127/02-00987-0525',
      condusef: '99012',
      productType: 'Crédito personal',
      support: { phone: '800 627 4400', email: 'ayuda@x.example', hours: 'Lunes a viernes' },
      insurance: [insurance],
      accountStatement: { means: ['app', 'email'], frequency: 'perPayment' },
    });
  });

  it('names no field the lender did not send (no field present and empty)', () => {
    expect(
      readIdentity({ reca: '  ', condusef: 99012, productType: null, une: {}, support: { phone: ' ' } }),
    ).toStrictEqual({});
    expect(readIdentity(undefined)).toStrictEqual({});
    expect(readIdentity('Financiera del Norte')).toStrictEqual({});
  });

  it('keeps only the texts of a contact, dropping the blank and the wrong-shaped ones', () => {
    expect(
      readIdentity({ une: { phone: ' 81 8047 2200 ', email: '', web: 42, address: ['x'] } }).une,
    ).toStrictEqual({
      phone: '81 8047 2200',
    });
    expect(readIdentity({ support: ['800 627 4400'] }).support).toBeUndefined();
  });

  it('takes an officer only with a name: a phone with nobody behind it is no officer', () => {
    expect(readIdentity({ grievanceOfficer: { phone: '+91 20 6712 4400' } })).toStrictEqual({});
    expect(readIdentity({ grievanceOfficer: { name: ' ', email: 'a@b.example' } })).toStrictEqual({});
    expect(readIdentity({ nodalOfficer: 'Anjali Deshmukh' })).toStrictEqual({});
  });

  it('names a service provider without an officer by its name alone; one without a name drops the list', () => {
    expect(
      readIdentity({ serviceProviders: [{ name: 'Paylane', grievanceOfficer: { phone: '1' } }] }),
    ).toStrictEqual({
      serviceProviders: [{ name: 'Paylane' }],
    });
    expect(
      readIdentity({ serviceProviders: [{ name: 'Paylane' }, { grievanceOfficer: officer }] }),
    ).toStrictEqual({});
    expect(readIdentity({ serviceProviders: [{ name: 'Paylane' }, 'Kyc Verify Services LLP'] })).toStrictEqual({});
    expect(readIdentity({ serviceProviders: { name: 'Paylane' } })).toStrictEqual({});
  });

  it('takes a list only whole: a list with one malformed entry would read as complete', () => {
    const agents = [{ name: 'Deccan Recoveries' }, { name: 'Sahyadri Collections', phone: '+91 20 1' }];
    expect(readIdentity({ recoveryAgents: agents }).recoveryAgents).toStrictEqual(agents);
    expect(readIdentity({ recoveryAgents: [...agents, { phone: '+91 20 2' }] })).toStrictEqual({});
    expect(readIdentity({ recoveryAgents: [{ phone: '+91 20 2' }, ...agents] })).toStrictEqual({});
    // An empty list says there are none, which is something the lender said.
    expect(readIdentity({ recoveryAgents: [] })).toStrictEqual({ recoveryAgents: [] });
  });

  it('takes an insurance only with its name, insurer, clause and whether it is mandatory (a dropped one would read "No aplica")', () => {
    expect(readIdentity({ insurance: [] })).toStrictEqual({ insurance: [] });
    expect(readIdentity({ insurance: [{ ...insurance, mandatory: false }] }).insurance).toStrictEqual([
      { ...insurance, mandatory: false },
    ]);
    for (const broken of [
      { ...insurance, name: ' ' },
      { ...insurance, insurer: undefined },
      { ...insurance, clause: '' },
      { ...insurance, mandatory: 'true' },
      { name: insurance.name, insurer: insurance.insurer, clause: insurance.clause },
      'Seguro de vida',
    ])
      expect(readIdentity({ insurance: [insurance, broken] })).toStrictEqual({});
    // Only the four items the carátula names are kept.
    expect(readIdentity({ insurance: [{ ...insurance, premium: 100 }] }).insurance).toStrictEqual([
      insurance,
    ]);
  });

  it('takes the account statement only with known means and a known frequency', () => {
    expect(readIdentity({ accountStatement: { means: ['home'], frequency: 'monthly' } })).toStrictEqual({
      accountStatement: { means: ['home'], frequency: 'monthly' },
    });
    for (const broken of [
      { means: [], frequency: 'monthly' },
      { means: ['app', 'fax'], frequency: 'monthly' },
      { means: 'app', frequency: 'monthly' },
      { means: ['internet'], frequency: 'weekly' },
      { means: ['internet'] },
      ['app'],
    ])
      expect(readIdentity({ accountStatement: broken })).toStrictEqual({});
  });

  it('reads a field of the wrong shape as absent and keeps the rest of the lender', () => {
    expect(
      readIdentity({ grievanceOfficer: 'Sunil', recoveryAgents: [{}], reca: 15374, condusef: ' 99012 ' }),
    ).toStrictEqual({ condusef: '99012' });
  });
});

describe('a loan’s lender as an answer carries it (contract §10)', () => {
  const partner = {
    legalName: '  Sahyadri Fincorp Private Limited ',
    brandName: ' Sahyadri Fincorp ',
    registration: 'RBI CoR N-13.02456',
    website: 'https://sahyadrifincorp.example',
    grievanceOfficer: officer,
    recoveryAgents: [{ name: 'Deccan Recoveries Pvt. Ltd.' }],
    // Fields no lender carries are not kept.
    logo: 'https://sahyadrifincorp.example/logo.png',
  };

  it('is its legal name, the texts it gives, and its identity', () => {
    expect(v.parse(OfferLenderSchema, partner)).toStrictEqual({
      legalName: 'Sahyadri Fincorp Private Limited',
      brandName: 'Sahyadri Fincorp',
      registration: 'RBI CoR N-13.02456',
      website: 'https://sahyadrifincorp.example',
      grievanceOfficer: officer,
      recoveryAgents: [{ name: 'Deccan Recoveries Pvt. Ltd.' }],
    });
  });

  it('leaves out a blank or wrong-shaped name, registration or website, and keeps the lender', () => {
    expect(
      v.parse(OfferLenderSchema, {
        legalName: 'Sahyadri Fincorp',
        brandName: '  ',
        registration: 13,
        website: null,
      }),
    ).toStrictEqual({ legalName: 'Sahyadri Fincorp' });
  });

  it('is absent without a legal name, or when it is no object: the page then names the profile’s lender', () => {
    for (const sent of [
      undefined,
      null,
      'Sahyadri Fincorp',
      [],
      { legalName: '  ' },
      { brandName: 'Sahyadri' },
    ])
      expect(v.parse(OptionalLenderSchema, sent)).toBeUndefined();
  });
});
