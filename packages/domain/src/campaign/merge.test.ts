import { describe, expect, it } from 'vitest';

import { mergeFieldsIn, renderMerge, unknownMergeFields, usesMergeField, type MergeValues } from './merge';

const values: MergeValues = {
  firstName: 'Ana',
  lastName: 'Silva',
  propertyName: 'Harbour View',
  promotionName: 'Weekend',
  couponCode: 'WEEKEND15',
  unsubscribeUrl: 'https://x.test/u/abc',
};

describe('campaign merge fields', () => {
  it('fills every known field, with or without blanks inside the braces, each time it appears', () => {
    expect(
      renderMerge(
        'Hi {{firstName}} {{ lastName }}: {{couponCode}} at {{propertyName}}, {{couponCode}}',
        values,
      ),
    ).toBe('Hi Ana Silva: WEEKEND15 at Harbour View, WEEKEND15');
  });

  it('leaves unknown names as written and lists them once, in order', () => {
    const text = 'Hi {{frstName}}, {{firstName}} {{nope}} {{frstName}} {{}}';
    expect(renderMerge(text, values)).toBe('Hi {{frstName}}, Ana {{nope}} {{frstName}} {{}}');
    expect(unknownMergeFields(text)).toEqual(['frstName', 'nope', '']);
    expect(unknownMergeFields('Plain {{firstName}} text {single} braces')).toEqual([]);
  });

  it('tells which fields a text uses', () => {
    expect(mergeFieldsIn('{{ couponCode }} and {{firstName}}')).toEqual(['couponCode', 'firstName']);
    expect(usesMergeField('Use {{ couponCode }}', 'couponCode')).toBe(true);
    expect(usesMergeField('Use a code', 'couponCode')).toBe(false);
  });

  it('does not read a value as a pattern ($& in a name stays literal)', () => {
    expect(renderMerge('Hi {{firstName}}', { ...values, firstName: '$& $1' })).toBe('Hi $& $1');
  });
});
