/**
 * An admin area that edits a list (the updates, the service messages): what works offline,
 * the form, the outcome of the last action (announced), then the list as a table with each
 * item's actions. Admin work needs a network: offline the list shown stays, and the caller
 * disables the actions.
 */
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { useIsOffline } from '../../../machines/connectivity-context';
import type { EditableList } from './use-editable-list';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalM,
  },
  scroll: { overflowX: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface EditableListTexts {
  offline: string;
  formTitle: string;
  listTitle: string;
  loading: string;
  none: string;
  /** The table's column headings, the actions' last. */
  columns: readonly string[];
}

/** The form of an area: it creates an item, or changes `editing`. */
export interface EditableListFormProps<T> {
  editing: T | undefined;
  offline: boolean;
  onSaved: (outcome: string) => void;
  onCancel: () => void;
}

export function EditableListPanel<T extends { id: string }>({
  name,
  list: { state, list, outcome, editing, formKey, done, edit },
  texts,
  Form,
  cells,
  actions,
}: {
  /** Names the headings' ids and the test ids: admin-{name}-table, admin-{name}-outcome. */
  name: string;
  list: EditableList<T>;
  texts: EditableListTexts;
  Form: ComponentType<EditableListFormProps<T>>;
  /** An item's cells, but for its actions. */
  cells: (item: T) => ReactNode;
  /** An item's actions; offline they need a network, which the panel has already said. */
  actions: (item: T, offline: boolean) => ReactNode;
}) {
  const styles = useStyles();
  const offline = useIsOffline();
  const formTitleId = `admin-${name}-form-title`;
  const listTitleId = `admin-${name}-list-title`;
  return (
    <div className={styles.panel}>
      {offline && (
        <MessageBar intent="warning">
          <MessageBarBody>{texts.offline}</MessageBarBody>
        </MessageBar>
      )}
      <section aria-labelledby={formTitleId}>
        <Subtitle2 as="h2" id={formTitleId}>
          {texts.formTitle}
        </Subtitle2>
        <Form key={formKey} editing={editing} offline={offline} onSaved={done} onCancel={() => edit(undefined)} />
      </section>
      <div role="status" aria-live="polite">
        {outcome !== undefined && (
          <MessageBar intent="success" data-testid={`admin-${name}-outcome`}>
            <MessageBarBody>{outcome}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <section aria-labelledby={listTitleId}>
        <Subtitle2 as="h2" id={listTitleId}>
          {texts.listTitle}
        </Subtitle2>
        {state.kind === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{state.message}</MessageBarBody>
          </MessageBar>
        )}
        {state.kind === 'loading' && list === undefined && <Spinner size="small" label={texts.loading} />}
        {list !== undefined && list.items.length === 0 && <Text as="p">{texts.none}</Text>}
        {list !== undefined && list.items.length > 0 && (
          <div className={styles.scroll}>
            <Table aria-labelledby={listTitleId} data-testid={`admin-${name}-table`}>
              <TableHeader>
                <TableRow>
                  {texts.columns.map((column) => (
                    <TableHeaderCell key={column}>{column}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.items.map((item) => (
                  <TableRow key={item.id}>
                    {cells(item)}
                    <TableCell>
                      <div className={styles.actions}>{actions(item, offline)}</div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
    </div>
  );
}
