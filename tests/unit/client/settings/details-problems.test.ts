import { describe, expect, it } from 'vitest';
import { detailsFieldOf, detailsProblems } from '../../../../src/client/features/settings/details/details-problems';

const valid = {
  firstName: 'Alex',
  lastName: 'Fischer',
  phone: '+49 (30) 1234-567',
  companyName: '',
  companyAddress: '',
};

describe('the profile details beside their fields (catalogue spec, section 5)', () => {
  it('accepts names with digits, spaces and + ( ) - in the phone, and empty company fields', () => {
    expect(detailsProblems(valid)).toEqual({});
    expect(detailsProblems({ ...valid, phone: '' })).toEqual({});
  });

  it("requires both names, and says 'ch not allow' for any other character in the phone, all at once", () => {
    expect(detailsProblems({ ...valid, firstName: '  ', lastName: '', phone: '0049 30 12x' })).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'required' },
      phone: { kind: 'rule', message: 'ch not allow' },
    });
    expect(detailsProblems({ ...valid, phone: '030/123' }).phone).toEqual({ kind: 'rule', message: 'ch not allow' });
  });

  it('places a refusal of the queued change beside the detail it names', () => {
    expect(detailsFieldOf('details.companyAddress')).toBe('companyAddress');
    expect(detailsFieldOf('details.phone')).toBe('phone');
    expect(detailsFieldOf('details')).toBeUndefined();
    expect(detailsFieldOf('market')).toBeUndefined();
    expect(detailsFieldOf(undefined)).toBeUndefined();
  });
});
