// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteLocaleContext, type SiteLocale } from '../../../../src/client/i18n/site-locale-context';
import { ShareCatalogueButton } from '../../../../src/client/features/catalogue/vehicle/share-catalogue-button';

// Only hrefFor is read: the corvid site in French, as path prefixes.
const corvidInFrench = { hrefFor: (appPath: string) => `/corvid/fr-FR${appPath}` } as unknown as SiteLocale;

function renderButton() {
  render(
    <SiteLocaleContext.Provider value={corvidInFrench}>
      <ShareCatalogueButton catHieId="corvid-rv18-2024" />
    </SiteLocaleContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareCatalogueButton', () => {
  it('copies the absolute shared-catalogue link, keeping the site and locale, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share this catalogue' })));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/corvid/fr-FR/shared-catalogue/corvid-rv18-2024`);
    expect(screen.getByRole('status').textContent).toBe('Link to this catalogue copied to the clipboard.');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share this catalogue' })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect((screen.getByLabelText('Link to this catalogue') as HTMLInputElement).value).toBe(
      `${location.origin}/corvid/fr-FR/shared-catalogue/corvid-rv18-2024`,
    );
  });
});
