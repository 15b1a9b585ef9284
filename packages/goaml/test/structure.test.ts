import { describe, expect, it } from 'vitest';
import { buildCorporateInput, buildIndividual, buildInput, buildPartner } from './support/factories';
import { type BuiltReport, buildValid } from './support/report';
import { readSample } from './support/uae-schema';
import { type Element, findAll, parseXml } from './support/xml';

// The UAE portal's DPMSR files (shared/data/goaml/samples/uae-*) show how the FIU expects a DPMSR to be filled.
// For every part our file shares with a sample, the elements both contain come in the same order, and the
// elements the portal fills that we leave out are exactly the ones README.md explains.

const PARTY = 'activity/report_parties/report_party';
const ENTITY = `${PARTY}/entity`;
const DIRECTOR = `${ENTITY}/director_id`;
const ITEM = 'activity/goods_services/item';

function children(root: Element, path: string): string[] {
  const [element] = path === '' ? [root] : findAll(root, path);
  if (element === undefined) throw new Error(`No ${path || 'root'} element`);
  // Repeated siblings (several addresses) count once for order.
  return element.children.map((c) => c.name).filter((name, i, all) => name !== all[i - 1]);
}

function compare(ours: Element, ourPath: string, sample: Element, samplePath = ourPath) {
  const mine = children(ours, ourPath);
  const theirs = children(sample, samplePath);
  return {
    sharedInOurOrder: mine.filter((n) => theirs.includes(n)),
    sharedInSampleOrder: theirs.filter((n) => mine.includes(n)),
    onlyInSample: theirs.filter((n) => !mine.includes(n)),
  };
}

const corporateInput = buildCorporateInput(
  {
    partners: [
      buildPartner({
        role: 'PARTNER',
        idType: 'EID',
        idNoOrLicenseNo: '784-1980-0000000-1',
        idIssuedDate: '2023-06-09',
        nationalityOrCountryOfIncorporation: 'IN',
      }),
    ],
  },
  { itemMake: 'Bars', comments: 'Cash received', registrationNumber: 'INV-1', identificationNumber: 'REC-1' },
);

// Built and validated once, on first use, for all the comparisons below.
let corporateReport: Promise<BuiltReport> | undefined;
const corporate = () => {
  corporateReport ??= buildValid(corporateInput);
  return corporateReport;
};

describe('element order compared with the UAE portal’s DPMSR sample (uae-USG-dpmsr-activity.xml)', () => {
  const sample = parseXml(readSample('uae-USG-dpmsr-activity.xml'));

  // Path in both files, and what the portal fills there that this builder does not (see README.md).
  const parts: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['', ['rentity_branch']],
    ['reporting_person', []],
    ['reporting_person/phones/phone', []],
    ['reporting_person/addresses/address', []],
    ['location', []],
    ['activity', []],
    [PARTY, []],
    [ENTITY, []],
    [`${ENTITY}/phones/phone`, []],
    [`${ENTITY}/addresses/address`, []],
    [DIRECTOR, ['phones', 'addresses']],
    [`${DIRECTOR}/identification`, []],
    [ITEM, []],
    ['report_indicators', []],
  ];

  it.each(parts)('%s: same order, and only the explained elements missing', async (path, explained) => {
    const { root } = await corporate();
    const result = compare(root, path, sample);
    expect(result.sharedInOurOrder).toEqual(result.sharedInSampleOrder);
    expect(result.sharedInOurOrder.length).toBeGreaterThan(0);
    expect(result.onlyInSample).toEqual(explained);
  });
});

describe('element order compared with the UAE portal’s TR samples', () => {
  for (const file of ['uae-TR.2079.200000309.xml', 'uae-TR.2079.200000310.xml']) {
    it(`${file}: shared parts in the same order`, async () => {
      const sample = parseXml(readSample(file));
      const { root } = await corporate();
      for (const path of ['', 'reporting_person', 'location', PARTY, ENTITY, DIRECTOR, ITEM, 'report_indicators']) {
        const result = compare(root, path, sample);
        expect({ path, order: result.sharedInOurOrder }).toEqual({ path, order: result.sharedInSampleOrder });
      }
    });
  }
});

describe('element order of an individual compared with the generated DPMSR sample', () => {
  it('orders the person’s fields as the sample’s person_my_client', async () => {
    const sample = parseXml(readSample('generated-DPMSR.xml'));
    const individual = buildIndividual({
      gender: 'Male',
      idType: 'EID',
      idIssuedDate: '2020-01-15',
      idExpiryDate: '2030-01-14',
      city: 'Dubai',
    });
    const { root } = await buildValid(buildInput({ individualUser: individual }));
    const person = compare(root, `${PARTY}/person`, sample, `${PARTY}/person_my_client`);
    expect(person.sharedInOurOrder).toEqual(person.sharedInSampleOrder);
    expect(person.sharedInOurOrder).toEqual([
      'gender',
      'first_name',
      'last_name',
      'birthdate',
      'id_number',
      'nationality1',
      'residence',
      'phones',
      'addresses',
    ]);
    for (const path of ['', 'reporting_person', 'location', PARTY, ITEM]) {
      const result = compare(root, path, sample);
      expect({ path, order: result.sharedInOurOrder }).toEqual({ path, order: result.sharedInSampleOrder });
    }
  });
});
