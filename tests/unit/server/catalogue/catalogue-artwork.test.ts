import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { drawModelPicture, modelLook } from '../../../../src/server/catalogue/illustrations/draw-model-picture';
import { drawPartThumbnail, thumbnailKind } from '../../../../src/server/catalogue/illustrations/draw-part-thumbnail';
import { demoModels } from '../../../../src/server/db/demo-data/catalogue/demo-models';

describe('thumbnailKind: the kind of part an English description names', () => {
  it.each([
    ['Oil pump, front', 'pump'],
    ['Locking wheel nut', 'nut'],
    ['Tyre pressure sensor', 'sensor'],
    ['Oil filter housing', 'cylinder'],
    ['Gasket', 'ring'],
    ['Screw', 'bolt'],
    ['Drive shaft, rear', 'line'],
    ['Bonnet', 'panel'],
  ])('%s is drawn as a %s', (description, kind) => {
    expect(thumbnailKind(description)).toBe(kind);
  });
});

describe('drawPartThumbnail', () => {
  it('draws valid SVG whose title names the part, with its text escaped', () => {
    const svg = drawPartThumbnail({ partNumber: 'LR1', brand: 'arden', englishDescription: 'Nut & <bolt>' });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('<title>Nut &amp; &lt;bolt&gt; (LR1)</title>');
  });

  it('draws the same part the same way every time, and two parts of one kind differently', () => {
    const part = { partNumber: 'W500703-S457', brand: 'arden', englishDescription: 'Bolt' };
    expect(drawPartThumbnail(part)).toBe(drawPartThumbnail({ ...part }));
    expect(drawPartThumbnail(part)).not.toBe(drawPartThumbnail({ ...part, partNumber: 'W500703-S458' }));
  });
});

describe('drawModelPicture', () => {
  it('gives every demo model its own body style and paint, in valid SVG', () => {
    const looks = demoModels.map((model) => {
      const { style, paint } = modelLook(model);
      return `${style.name} ${paint}`;
    });
    expect(new Set(looks).size).toBe(demoModels.length);
    for (const model of demoModels) expect(XMLValidator.validate(drawModelPicture(model))).toBe(true);
  });
});
