import { describe, expect, it } from 'vitest';
import { titleNamesVehicle, windowTitle } from '../../../../src/domain/shell/window-title';

describe('the window title', () => {
  it('names the page, then the decoded vehicle, then the app', () => {
    expect(
      windowTitle({ page: 'Engine', vehicle: 'Arden Sable 2022, VIN SARSB21D1NH000001', app: 'Parts Catalogue' }),
    ).toBe('Engine – Arden Sable 2022, VIN SARSB21D1NH000001 – Parts Catalogue');
    expect(windowTitle({ page: ' Shopping List ', vehicle: null, app: 'Parts Catalogue' })).toBe(
      'Shopping List – Parts Catalogue',
    );
  });

  it('is the app alone while the page has no heading, and does not repeat a heading that is the app name', () => {
    expect(windowTitle({ page: null, vehicle: null, app: 'Parts Catalogue' })).toBe('Parts Catalogue');
    expect(windowTitle({ page: '', vehicle: null, app: 'Parts Catalogue' })).toBe('Parts Catalogue');
    expect(windowTitle({ page: 'Parts Catalogue', vehicle: null, app: 'Parts Catalogue' })).toBe('Parts Catalogue');
  });

  it('names the vehicle only on the pages that browse its catalogue', () => {
    for (const path of [
      '/catalogue/X1',
      '/major-section/1/minor-section/2',
      '/search/a/b/c',
      '/illustration-display?x=1',
    ]) {
      expect(titleNamesVehicle(path)).toBe(true);
    }
    for (const path of [
      '/home',
      '/shopping-list',
      '/notes',
      '/vin-decoder/SARSB21D1NH000001',
      '/search-history',
      '/catalogues',
    ]) {
      expect(titleNamesVehicle(path)).toBe(false);
    }
  });
});
