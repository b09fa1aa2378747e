// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../../../src/client/components/confirm-dialog';

afterEach(cleanup);

// jsdom has no ResizeObserver, and the error MessageBar measures its width with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function renderDialog(onConfirm: () => Promise<string | null>, onDone = vi.fn()) {
  render(
    <FluentProvider theme={webLightTheme}>
      <ConfirmDialog
        trigger={<button type="button">Reset list</button>}
        title="Reset the shopping list?"
        confirmLabel="Yes, reset"
        cancelLabel="Keep the list"
        onConfirm={onConfirm}
        onDone={onDone}
      >
        <p>All 3 lines are removed.</p>
      </ConfirmDialog>
    </FluentProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reset list' }));
  return onDone;
}

describe('ConfirmDialog', () => {
  it('asks the question with its explanation when its button is pressed', () => {
    renderDialog(vi.fn());
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Reset the shopping list?');
    expect(dialog.textContent).toContain('All 3 lines are removed.');
  });

  it('makes the change on confirm, then closes and says it is done', async () => {
    const onConfirm = vi.fn(async () => null);
    const onDone = renderDialog(onConfirm);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stays open with the message when the change fails, and clears it when reopened', async () => {
    const onDone = renderDialog(async () => 'Your list could not be saved on this device.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' })));
    expect(screen.getByRole('alert').textContent).toBe('Your list could not be saved on this device.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep the list' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reset list' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes nothing when the user keeps things as they are', async () => {
    const onConfirm = vi.fn(async () => null);
    const onDone = renderDialog(onConfirm);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep the list' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
