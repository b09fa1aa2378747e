// @vitest-environment jsdom
/**
 * The screens' reads under the spec's query defaults (stale time 2000 ms, no retry): what a
 * screen sees when it asks again what it has just been answered, or what failed.
 */
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePartDetails, type PartDetailsQuery } from '../../../../src/client/api/catalogue/part-details';
import { useCatalogueSearch, type SearchQuery } from '../../../../src/client/api/catalogue/search';
import { useVinDecode, type VinDecodeRequest } from '../../../../src/client/api/catalogue/vin-decode';
import { useHierarchy } from '../../../../src/client/api/catalogue/next-level-hierarchies';
import { freshAnswers } from '../../../../src/client/api/fresh-answers';
import { level, levelQuery } from './hierarchy-fixture';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server stub that answers every request with `body`, and counts the requests by path. */
function serverAnswering(body: unknown) {
  const requests: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

function serverAway() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

/**
 * Renders a read until `arrived` passes, leaves the screen and renders the read again: what
 * the screen that asks again draws first.
 */
async function firstDrawnOnReturn<State>(useRead: () => State, arrived: (state: State) => void): Promise<State> {
  const first = renderHook(useRead);
  await waitFor(() => arrived(first.result.current));
  first.unmount();
  return renderHook(useRead).result.current;
}

describe('a catalogue level asked for again within 2 s', () => {
  it('is drawn in the first render of the page that asks again, and nothing is sent', async () => {
    const requests = serverAnswering({ success: true, responseObject: level });
    const drawn = await firstDrawnOnReturn(
      () => useHierarchy({ ...levelQuery }),
      (state) => expect(state).toMatchObject({ status: 'ready', hierarchy: level }),
    );
    expect(drawn).toMatchObject({ status: 'ready', hierarchy: level });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual(['/catalogue/api/v1/nextLevelHierarchies']);
  });

  it('is one request for two screens asking at once', async () => {
    const requests = serverAnswering({ success: true, responseObject: level });
    const page = renderHook(() => useHierarchy(levelQuery));
    const noteLabel = renderHook(() => useHierarchy(levelQuery));
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    await waitFor(() => expect(noteLabel.result.current.status).toBe('ready'));
    expect(requests).toHaveLength(1);
  });

  it('is asked for again once 2 s have passed since it arrived', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const requests = serverAnswering({ success: true, responseObject: level });
    const first = renderHook(() => useHierarchy(levelQuery));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();

    vi.advanceTimersByTime(2_000);
    const later = renderHook(() => useHierarchy(levelQuery));
    expect(later.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(later.result.current.status).toBe('ready'));
    expect(requests).toHaveLength(2);
  });

  it('that failed for want of a network is asked for again, not answered with the failure', async () => {
    serverAway();
    const offline = renderHook(() => useHierarchy(levelQuery));
    await waitFor(() => expect(offline.result.current).toEqual({ status: 'not-offline', key: expect.any(String) }));
    offline.unmount();

    const requests = serverAnswering({ success: true, responseObject: level });
    const online = renderHook(() => useHierarchy(levelQuery));
    expect(online.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(online.result.current).toMatchObject({ status: 'ready', hierarchy: level }));
    expect(requests).toHaveLength(1);
  });

  it('is asked for afresh once the session has ended', async () => {
    const requests = serverAnswering({ success: true, responseObject: level });
    const first = renderHook(() => useHierarchy(levelQuery));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();

    freshAnswers.forget();
    const next = renderHook(() => useHierarchy(levelQuery));
    expect(next.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(next.result.current.status).toBe('ready'));
    expect(requests).toHaveLength(2);
  });
});

describe('other screens reading within 2 s', () => {
  it('draw a part opened again from what they were just told', async () => {
    const query: PartDetailsQuery = {
      partNumber: 'AB12-3456',
      dealerCode: '',
      market: 'GB',
      brand: 'arden',
      langCode: 'en-GB',
    };
    const details = { partNumber: 'AB12-3456', partDescription: 'Oil filter' };
    const requests = serverAnswering({ success: true, responseObject: { parts: [details] } });
    const drawn = await firstDrawnOnReturn(
      () => usePartDetails({ ...query }),
      (state) => expect(state).toMatchObject({ status: 'ready', details }),
    );
    expect(drawn).toMatchObject({ status: 'ready', details });
    expect(requests).toHaveLength(1);
  });

  it('draw the same search again from what they were just told', async () => {
    const query: SearchQuery = { catHieId: 'arden', searchCat: 'description', searchTerm: 'filter', langCode: 'en-GB' };
    const results = [{ partNumber: 'AB12-3456' }];
    const requests = serverAnswering({ success: true, responseObject: { results } });
    const drawn = await firstDrawnOnReturn(
      () => useCatalogueSearch({ ...query }),
      (state) => expect(state).toMatchObject({ status: 'ready', results, fromDevice: false }),
    );
    expect(drawn).toMatchObject({ status: 'ready', results });
    expect(requests).toHaveLength(1);
  });

  it('decode a VIN once for the decoder and the configuration page it opens', async () => {
    const request: VinDecodeRequest = { vin: 'SB21TEST000000001', langCode: 'en-GB', marketCode: 'GB' };
    const vehicle = { vin: 'SB21TEST000000001', catHieId: 'arden-sb21' };
    const requests = serverAnswering({ success: true, responseObject: vehicle });
    const remembered = vi.fn();
    const decoder = renderHook(() => useVinDecode(request, remembered));
    await waitFor(() => expect(decoder.result.current).toEqual({ status: 'decoded', vehicle }));
    decoder.unmount();

    const configuration = renderHook(() => useVinDecode({ ...request }));
    await waitFor(() => expect(configuration.result.current).toEqual({ status: 'decoded', vehicle }));
    expect(requests).toHaveLength(1);
    expect(remembered).toHaveBeenCalledTimes(1);
  });

  it('decode again after a decode that found no network', async () => {
    const request: VinDecodeRequest = { vin: 'SB21TEST000000001', langCode: 'en-GB', marketCode: 'GB' };
    serverAway();
    const offline = renderHook(() => useVinDecode(request));
    await waitFor(() => expect(offline.result.current).toEqual({ status: 'offline' }));
    offline.unmount();

    const vehicle = { vin: 'SB21TEST000000001', catHieId: 'arden-sb21' };
    const requests = serverAnswering({ success: true, responseObject: vehicle });
    const online = renderHook(() => useVinDecode(request));
    await waitFor(() => expect(online.result.current).toEqual({ status: 'decoded', vehicle }));
    expect(requests).toHaveLength(1);
  });
});
