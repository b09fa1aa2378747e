// @vitest-environment jsdom
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
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

// The dialog's code loads on the first press, so it is awaited, not there at once.
async function renderDialog(onConfirm: () => Promise<string | null>, onDone = vi.fn()) {
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
  await screen.findByRole('dialog');
  return onDone;
}

describe('ConfirmDialog', () => {
  it('asks the question with its explanation when its button is pressed', async () => {
    expect(screen.queryByRole('dialog')).toBeNull();
    await renderDialog(vi.fn());
    expect(screen.getByRole('button', { name: 'Reset list' }).getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Reset the shopping list?');
    expect(dialog.textContent).toContain('All 3 lines are removed.');
  });

  it('makes the change on confirm, then closes and says it is done', async () => {
    const onConfirm = vi.fn(async () => null);
    const onDone = await renderDialog(onConfirm);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stays open with the message when the change fails, and clears it when reopened', async () => {
    const onDone = await renderDialog(async () => 'Your list could not be saved on this device.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' })));
    expect(screen.getByRole('alert').textContent).toBe('Your list could not be saved on this device.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep the list' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reset list' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens nothing from a disabled button', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ConfirmDialog
          trigger={<Button disabledFocusable>Reset list</Button>}
          title="Reset the shopping list?"
          confirmLabel="Yes, reset"
          cancelLabel="Keep the list"
          onConfirm={vi.fn()}
        >
          <p>All 3 lines are removed.</p>
        </ConfirmDialog>
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset list' }));
    // Had the press counted, the dialog would be drawn once its code is here.
    await act(async () => {
      await import('../../../../../src/client/components/confirm-dialog-surface');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes nothing when the user keeps things as they are', async () => {
    const onConfirm = vi.fn(async () => null);
    const onDone = await renderDialog(onConfirm);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep the list' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
