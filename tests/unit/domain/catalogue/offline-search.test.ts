import { describe, expect, it } from 'vitest';
import type { Hierarchy, PagePart } from '../../../../src/domain/catalogue/catalogue-contracts';
import { searchKeptPages, withinOneEdit } from '../../../../src/domain/catalogue/offline-search';

function part(callOutCode: string, partNumber: string, description: string): PagePart {
  return {
    callOutCode,
    partNumber,
    description,
    quantity: '1',
    applicableInd: true,
    isDuplicate: false,
    sectionNumber: '1.1.1',
    requiredFeatureCodes: [],
    descriptionLanguage: 'en-GB',
  };
}

function page(pageId: string, parts: PagePart[]): Hierarchy {
  const tree = ['arden', 'cat-1', 'cat-1-m01', 'cat-1-m01-n01'];
  return {
    node: {
      catHieId: pageId,
      description: pageId,
      sectionNumber: '1.1.1',
      parentCategoryId: tree[3] ?? '',
      parentCategoryTree: tree,
      c_aPageIDs: [pageId],
      c_epcExcludeFromDownload: false,
      c_epcIsCatFolder: false,
      c_epcIsVehicleCatalogue: false,
      c_epcNoteCount: 0,
      c_imageURL: null,
      c_modelCode: 'SB21',
      c_modelName: 'Sable',
      c_modelYear: 2024,
    },
    breadcrumb: [
      { catHieId: 'arden', description: 'Arden' },
      { catHieId: 'cat-1', description: 'Arden Sable 2024' },
      { catHieId: 'cat-1-m01', description: 'Brakes' },
      { catHieId: 'cat-1-m01-n01', description: 'Brake discs' },
      { catHieId: pageId, description: `Page ${pageId}` },
    ],
    children: [],
    documents: [],
    parts,
  };
}

const pages = [
  page('p1', [part('1', 'AB12-3456-CA', 'Front brake disc'), part('2', 'AB12-3456', 'Brake pad set, front')]),
  page('p2', [part('1', 'AB12-3456-CA', 'Front brake disc'), part('3', 'XY99-0001', 'Oil filter element')]),
];
const numbers = (results: { partNumber: string }[]) => results.map((result) => result.partNumber);

describe('searching the pages kept on the device', () => {
  it('puts the exact part number first, then part numbers starting with the term', () => {
    const results = searchKeptPages(pages, 'partNumber', 'ab12-3456');
    expect(numbers(results)).toEqual(['AB12-3456', 'AB12-3456-CA']);
    expect(results.map((result) => result.matchType)).toEqual(['exactPartNumber', 'partNumber']);
  });

  it('answers each part once, with the first page that shows it and where that page is', () => {
    const [disc] = searchKeptPages(pages, 'partNumber', 'AB123456CA');
    expect(disc).toEqual({
      partNumber: 'AB12-3456-CA',
      description: 'Front brake disc',
      matchType: 'exactPartNumber',
      catalogueId: 'cat-1',
      majorId: 'cat-1-m01',
      minorId: 'cat-1-m01-n01',
      pageId: 'p1',
      callOutCode: '1',
      // Named as the kept page's breadcrumb names it, below the brand.
      location: [
        { catHieId: 'cat-1', description: 'Arden Sable 2024' },
        { catHieId: 'cat-1-m01', description: 'Brakes' },
        { catHieId: 'cat-1-m01-n01', description: 'Brake discs' },
        { catHieId: 'p1', description: 'Page p1' },
      ],
    });
  });

  it('forgives one mistyped character in a long part number', () => {
    expect(numbers(searchKeptPages(pages, 'partNumber', 'XY99-0007'))).toEqual(['XY99-0001']);
  });

  it('matches description words in any order and by their beginning', () => {
    expect(numbers(searchKeptPages(pages, 'description', 'disc brake'))).toEqual(['AB12-3456-CA']);
    expect(numbers(searchKeptPages(pages, 'description', 'filt oil'))).toEqual(['XY99-0001']);
  });

  it('forgives a typo in a description word, ranking exact word matches first', () => {
    expect(numbers(searchKeptPages(pages, 'description', 'brkae front'))).toEqual(['AB12-3456-CA', 'AB12-3456']);
    expect(numbers(searchKeptPages(pages, 'description', 'front brake'))).toEqual(['AB12-3456-CA', 'AB12-3456']);
    expect(searchKeptPages(pages, 'description', 'front brake')[0]?.matchType).toBe('description');
  });

  it('forgives a typo in a word of three letters, as the server does, but not in shorter ones', () => {
    expect(numbers(searchKeptPages(pages, 'description', 'oli filt'))).toEqual(['XY99-0001']);
    expect(searchKeptPages(pages, 'description', 'ol filt')).toEqual([]);
  });

  it('finds nothing for a term that matches nothing, or is too short', () => {
    expect(searchKeptPages(pages, 'description', 'windscreen')).toEqual([]);
    expect(searchKeptPages(pages, 'partNumber', 'A')).toEqual([]);
    expect(searchKeptPages(pages, 'description', ' , ')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['brake', 'brake', true],
    ['brake', 'brkae', true],
    ['brake', 'bkrea', false],
    ['brake', 'brak', true],
    ['brake', 'brakes', true],
    ['brake', 'brike', true],
    ['brake', 'bike', false],
    ['', 'a', true],
    ['abc', 'a', false],
  ])('%s vs %s -> %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('searching kept pages in languages written without spaces, and with marks', () => {
  const kept = [
    page('p1', [
      part('1', 'JP01-0001', 'オイルポンプ'),
      part('2', 'JP01-0002', 'ボルト'),
      part('3', 'ZH01-0001', '机油泵总成'),
      part('4', 'KO01-0001', '오일펌프'),
      part('5', 'TH01-0001', 'ปั๊มน้ำมันเครื่อง'),
      part('6', 'HI01-0001', 'ऑयल पंप'),
    ]),
  ];
  const found = (term: string) => numbers(searchKeptPages(kept, 'description', term));

  it('finds Japanese, Chinese, Korean and Thai terms anywhere in a description', () => {
    expect(found('ポンプ')).toEqual(['JP01-0001']);
    expect(found('泵')).toEqual(['ZH01-0001']);
    expect(found('油泵')).toEqual(['ZH01-0001']);
    expect(found('펌프')).toEqual(['KO01-0001']);
    expect(found('น้ำมัน')).toEqual(['TH01-0001']);
  });

  it('keeps kana voicing marks: ポ is not ボ', () => {
    expect(found('ポ')).toEqual(['JP01-0001']);
    expect(found('ボ')).toEqual(['JP01-0002']);
  });

  it('guesses no typo where words are not parted by spaces', () => {
    expect(found('オイルポンペ')).toEqual([]);
  });

  it('keeps Hindi vowel signs inside their words', () => {
    expect(found('पंप')).toEqual(['HI01-0001']);
    expect(found('ऑयल पं')).toEqual(['HI01-0001']);
    expect(found('पा')).toEqual([]);
  });
});

describe('superseded parts on the kept pages (issue 20)', () => {
  const replacedBy = {
    current: [{ partNumber: 'AB12-9999-DA', description: 'Brake disc kit' }],
    chain: ['AB12-9999-BA', 'AB12-9999-DA'],
  };
  const keptPages = [
    page('p1', [part('1', 'XY99-0001', 'Oil filter element'), { ...part('4', 'AB12-9999-AA', 'Disc'), replacedBy }]),
  ];

  it('an old number finds its current part first, where the old one is shown, and says what replaced it', () => {
    const results = searchKeptPages(keptPages, 'partNumber', 'ab12-9999-aa');
    expect(results[0]).toMatchObject({
      partNumber: 'AB12-9999-DA',
      description: 'Brake disc kit',
      matchType: 'exactPartNumber',
      pageId: 'p1',
      callOutCode: '4',
    });
    expect(results[1]).toMatchObject({ partNumber: 'AB12-9999-AA', replacedBy });
  });

  it('a current number no kept page shows is found where the part it replaced is', () => {
    const [first] = searchKeptPages(keptPages, 'partNumber', 'AB12-9999-DA');
    expect(first).toMatchObject({
      partNumber: 'AB12-9999-DA',
      matchType: 'exactPartNumber',
      pageId: 'p1',
      callOutCode: '4',
    });
  });

  it('a page that shows the current number itself takes the place of the stand-in', () => {
    const withOwn = [...keptPages, page('p2', [part('7', 'AB12-9999-DA', 'Brake disc kit')])];
    const [current] = searchKeptPages(withOwn, 'partNumber', 'AB12-9999-DA');
    expect(current).toMatchObject({ pageId: 'p2', callOutCode: '7' });
  });
});
