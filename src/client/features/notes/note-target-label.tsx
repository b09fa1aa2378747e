/** Says which page section or part a note belongs to, so a list of notes reads alone (catalogue spec, section 1). */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { locationOf } from '../../../domain/catalogue/catalogue-levels';
import { defaultMarket } from '../../../domain/profile/login-flow-rules';
import { notePagePath, noteTargetLocation } from '../../../domain/sync/note-targets';
import type { Note, PageNoteTarget } from '../../../domain/sync/sync-contracts';
import { useHierarchy } from '../../api/catalogue/next-level-hierarchies';
import { AppLink } from '../../components/app-link';
import { LocationTrail } from '../../components/location-trail';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';

/**
 * A page note's breadcrumb, every level a link: named in the user's catalogue language when
 * the page's level can be read (online, seen before, or a kept vehicle), else as the note
 * stored it; a link to the page under its stored name when that names only the page.
 */
function PageTargetLabel({ target }: { target: PageNoteTarget }) {
  const { locale } = useSiteLocale();
  const marketCode = useSignedInCustomer()?.c_epcUserMarket ?? defaultMarket;
  const state = useHierarchy({ catHieId: target.catHieId, langCode: locale.id, marketCode });
  const read =
    state.status === 'ready' ? locationOf([...target.ancestors, target.catHieId], state.hierarchy.breadcrumb) : [];
  const location = read.length === target.ancestors.length ? read : noteTargetLocation(target);
  if (location.length === 0) return <AppLink to={notePagePath(target)}>{target.description}</AppLink>;
  return <LocationTrail location={location} />;
}

/** What a note is on: its page section's breadcrumb, or the part number with its description. */
export function NoteTargetLabel({ target }: { target: Note['target'] }) {
  const { t } = useTranslation();
  if (target.kind === 'page') return <PageTargetLabel target={target} />;
  return (
    <Text weight="semibold">
      {t('notes.onPart', 'Part {{partNumber}}: {{description}}', {
        partNumber: target.partNumber,
        description: target.description,
      })}
    </Text>
  );
}
