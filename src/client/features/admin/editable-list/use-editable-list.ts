/**
 * The state of an admin area that lists items and edits them in a form above the list (the
 * updates, the service messages): the item being changed, the outcome of the last action, and
 * the list read again after each one. The form is drawn anew (formKey) when an edit starts or
 * ends, so it starts from the item, or empty.
 */
import { useState } from 'react';
import type { Listed } from '../../../api/admin/admin-news';
import { shownList, useAdminList, type ListState } from './use-admin-list';

export interface EditableList<T> {
  state: ListState<T>;
  /** The list to show: the current one, else the last one while the next is read. */
  list: Listed<T> | undefined;
  /** The item the form changes; undefined when it creates one. */
  editing: T | undefined;
  formKey: number;
  /** What the last action did, in words. */
  outcome: string | undefined;
  /** An action succeeded: say so, empty the form and read the list again. */
  done: (outcome: string) => void;
  /** Starts changing an item, or (undefined) goes back to creating one. */
  edit: (item: T | undefined) => void;
}

/** load must be stable (a module-level function): the list is read again only after an action. */
export function useEditableList<T>(load: () => Promise<Listed<T>>): EditableList<T> {
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<T>();
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<string>();
  const state = useAdminList(load, reloads);
  return {
    state,
    list: shownList(state),
    editing,
    formKey,
    outcome,
    done: (message) => {
      setOutcome(message);
      setEditing(undefined);
      setFormKey((key) => key + 1);
      setReloads((count) => count + 1);
    },
    edit: (item) => {
      setEditing(item);
      setOutcome(undefined);
      setFormKey((key) => key + 1);
    },
  };
}
