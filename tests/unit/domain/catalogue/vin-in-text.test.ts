import { describe, expect, it } from 'vitest';
import { findVinInText } from '../../../../src/domain/catalogue/vin-in-text';

describe('findVinInText: the VIN in text shared with the installed app', () => {
  it('finds a VIN inside a message, in capitals whatever it was written in', () => {
    expect(findVinInText({ text: 'Customer car, vin sarsb21d1nh000001, needs brake pads' })).toBe('SARSB21D1NH000001');
  });

  it('finds a VIN in a shared link, also when it is percent-encoded, and in the title', () => {
    expect(findVinInText({ url: 'https://dealer.example/jobs?vin=SARSB21D1NH000001&x=1' })).toBe('SARSB21D1NH000001');
    expect(findVinInText({ url: 'https://dealer.example/jobs/%201HGCM82633A004352' })).toBe('1HGCM82633A004352');
    expect(findVinInText({ title: 'Job card 1HGCM82633A004352' })).toBe('1HGCM82633A004352');
  });

  it('prefers a VIN whose check digit holds over an earlier 17-character word that only looks like one', () => {
    expect(findVinInText({ text: 'Ref ABCDEFGH123456789 for VIN 1M8GDM9AXKP042788' })).toBe('1M8GDM9AXKP042788');
  });

  it('takes a VIN without a valid check digit when it is the only one, as markets without the rule do', () => {
    expect(findVinInText({ text: 'VIN SARSB21D2NH000001' })).toBe('SARSB21D2NH000001');
  });

  it('finds none in text without one: too short, too long, with I, O or Q, or nothing shared at all', () => {
    expect(findVinInText({ text: 'Brake pads for the blue car', url: null, title: null })).toBeNull();
    expect(findVinInText({ text: 'SARSB21D1NH00000' })).toBeNull();
    expect(findVinInText({ text: 'SARSB21D1NH0000011' })).toBeNull();
    expect(findVinInText({ text: 'SARSB21D1NH00000O' })).toBeNull();
    expect(findVinInText({ url: 'https://example.com/%E0%A4%A' })).toBeNull();
    expect(findVinInText({})).toBeNull();
  });
});
