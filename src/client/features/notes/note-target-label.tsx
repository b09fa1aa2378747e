/** Says which page section or part a note belongs to, so a list of notes reads alone (catalogue spec, section 1). */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { notePagePath } from '../../../domain/sync/note-targets';
import type { Note } from '../../../domain/sync/sync-contracts';
import { AppLink } from '../../components/app-link';

/** What a note is on: a link to its page section, or the part number with its description. */
export function NoteTargetLabel({ target }: { target: Note['target'] }) {
  const { t } = useTranslation();
  if (target.kind === 'page') return <AppLink to={notePagePath(target)}>{target.description}</AppLink>;
  return (
    <Text weight="semibold">
      {t('notes.onPart', 'Part {{partNumber}}: {{description}}', {
        partNumber: target.partNumber,
        description: target.description,
      })}
    </Text>
  );
}
