// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoragePersistenceNote } from '../../../../../src/client/features/catalogue/offline/storage-persistence-note';
import { useStoragePersistence } from '../../../../../src/client/features/catalogue/offline/use-storage-persistence';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A keep button and the line, as the vehicle's offline panel has them. */
function Panel() {
  const storage = useStoragePersistence();
  return (
    <>
      <button type="button" onClick={storage.askToPersist}>
        Make available offline
      </button>
      <StoragePersistenceNote persistence={storage.persistence} />
    </>
  );
}

function stubBrowser(grants: boolean) {
  let persisted = false;
  const persist = vi.fn(() => {
    persisted = grants;
    return Promise.resolve(grants);
  });
  vi.stubGlobal('navigator', { ...navigator, storage: { persisted: () => Promise.resolve(persisted), persist } });
  return persist;
}

const line = () => screen.getByTestId('storage-persistence').textContent;

describe('what the browser granted, shown after keeping a vehicle', () => {
  it('asks for persistent storage when a vehicle is kept and says it will not be cleared when granted', async () => {
    const persist = stubBrowser(true);
    render(<Panel />);
    await waitFor(() => expect(line()).toBe('The browser may clear kept vehicles when the device runs low on space.'));
    expect(persist).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make available offline' })));
    await waitFor(() => expect(line()).toBe('Kept on this device: the browser will not clear it to free space.'));
    expect(persist).toHaveBeenCalledTimes(1);

    // Granted already: a second keep does not ask again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make available offline' })));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('says the browser may clear kept vehicles when it does not grant it', async () => {
    const persist = stubBrowser(false);
    render(<Panel />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make available offline' })));
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(line()).toBe('The browser may clear kept vehicles when the device runs low on space.');
  });
});
