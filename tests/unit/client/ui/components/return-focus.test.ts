// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  restoreFocusTargetAttribute,
  returnFocusOnceReleased,
} from '../../../../../src/client/components/return-focus';

afterEach(() => document.body.replaceChildren());

const nextFrames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

/** An opener button, and a "dialog" holding the focus, as on a page with one open. */
function openDialog(): { opener: HTMLButtonElement; dialog: HTMLElement } {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  const dialog = document.createElement('div');
  const close = document.createElement('button');
  close.textContent = 'Close';
  dialog.append(close);
  document.body.append(opener, dialog);
  close.focus();
  return { opener, dialog };
}

describe('returning the focus to a dialog opened on first use', () => {
  it("marks the opener as tabster's restore target, as Fluent's useRestoreFocusTarget does", () => {
    expect(JSON.parse(restoreFocusTargetAttribute['data-tabster'] ?? '')).toEqual({ restorer: { type: 1 } });
  });

  it('gives the focus to the opener once the closing dialog has let it go, not before', async () => {
    const { opener, dialog } = openDialog();
    returnFocusOnceReleased(opener);
    await nextFrames(3);
    // Still closing: the focus stays in the dialog.
    expect(document.activeElement?.textContent).toBe('Close');
    dialog.remove();
    await nextFrames(2);
    expect(document.activeElement).toBe(opener);
  });

  it('stops watching once the focus has moved on, so a dialog opened again keeps it', async () => {
    const { opener, dialog } = openDialog();
    returnFocusOnceReleased(opener);
    dialog.remove();
    const reopened = openDialog();
    await nextFrames(2);
    // The new dialog's own field losing the focus later is not this closing's business.
    reopened.dialog.remove();
    await nextFrames(2);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where something else put it meanwhile', async () => {
    const { opener, dialog } = openDialog();
    const other = document.createElement('button');
    document.body.append(other);
    returnFocusOnceReleased(opener);
    other.focus();
    dialog.remove();
    await nextFrames(3);
    expect(document.activeElement).toBe(other);
  });
});
