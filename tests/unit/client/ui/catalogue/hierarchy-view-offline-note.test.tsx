// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { HierarchyState } from '../../../../../src/client/api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../../../../src/client/features/catalogue/hierarchy-view';

afterEach(cleanup);

// jsdom has no ResizeObserver, and the warning MessageBar measures its width with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const sentence = 'Offline: catalogue pages you have opened on this device open without a network.';

const ready: HierarchyState = {
  status: 'ready',
  hierarchy: {
    node: null,
    breadcrumb: [{ catHieId: 'arden', description: 'Arden' }],
    children: [],
    parts: [],
    documents: [],
  },
};

function renderView(state: HierarchyState, offlineNote: string | null) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <HierarchyView state={state} fallbackTitle="Catalogue" offlineNote={offlineNote}>
          {() => <p>The level itself</p>}
        </HierarchyView>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const notes = () => screen.queryAllByTestId('offline-note').map((note) => note.textContent);

describe('a catalogue level ends with what works offline', () => {
  it('after the level it shows', () => {
    renderView(ready, sentence);
    expect(screen.getByText('The level itself')).toBeTruthy();
    expect(notes()).toEqual([sentence]);
  });

  it('also when the level was never opened on this device and there is no network', () => {
    renderView({ status: 'not-offline' }, sentence);
    expect(screen.getByTestId('catalogue-unavailable').textContent).toContain('not available offline');
    expect(notes()).toEqual([sentence]);
  });

  it('not at all when the page ends with its own sentence after the view', () => {
    renderView({ status: 'not-offline' }, null);
    expect(notes()).toEqual([]);
  });
});
