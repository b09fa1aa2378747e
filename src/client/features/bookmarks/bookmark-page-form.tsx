/** Saves the page on screen as a bookmark, naming it under the bookmark rules (shell spec, sections 2 and 5). */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { maxBookmarkNameLength, type Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import { withoutRestoreParam } from '../../../domain/bookmarks/bookmark-links';
import { bookmarkNameLength, bookmarkTimeStamp } from '../../../domain/bookmarks/bookmark-rules';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { currentPageContext } from './page-context';
import { useBookmarkChanges } from './use-bookmark-changes';
import { useBookmarkNameMessages } from './use-bookmark-name-messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: '200px' },
  save: { marginTop: '26px' },
});

/**
 * 'Bookmark This Page': a name with a live counter out of 150 and the rules checked next to
 * the field as the server checks them; saving keeps the page's path, its browsing context and
 * the search type, newest first.
 */
export function BookmarkPageForm({
  bookmarks,
  inputRef,
}: {
  bookmarks: readonly Bookmark[];
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { appPath } = useSiteLocale();
  const { save } = useBookmarkChanges();
  const { problemWith } = useBookmarkNameMessages();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemWith(name, bookmarks);
    setProblem(found);
    setSaved(null);
    if (found !== null) return;
    setSaving(true);
    const failure = await save({
      id: crypto.randomUUID(),
      bookmarkName: name.trim(),
      url: withoutRestoreParam(appPath),
      timeStamp: bookmarkTimeStamp(new Date()),
      ...currentPageContext(),
    });
    setSaving(false);
    setProblem(failure);
    if (failure !== null) return;
    setSaved(t('bookmarks.saved', 'Bookmark saved.'));
    setName('');
  };

  // Not `count`: i18next would look for plural forms of a plain counter.
  const length = bookmarkNameLength(name);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        className={styles.field}
        label={t('bookmarks.nameLabel', 'Bookmark This Page')}
        validationMessage={problem ?? saved ?? undefined}
        validationState={problem ? 'error' : saved ? 'success' : 'none'}
        hint={t('bookmarks.counter', '{{length}}/{{max}}', { length, max: maxBookmarkNameLength })}
      >
        <Input
          ref={inputRef}
          value={name}
          data-testid="bookmark-name"
          onChange={(_, data) => {
            setName(data.value);
            setSaved(null);
            // A message already shown goes as soon as the name is right.
            if (problem !== null) setProblem(problemWith(data.value, bookmarks));
          }}
        />
      </Field>
      <Button className={styles.save} type="submit" appearance="primary" disabled={saving}>
        {t('bookmarks.save', 'Save')}
      </Button>
    </form>
  );
}
