/**
 * "Replaced by" (issue 20, beyond the spec): a superseded part's current part(s), each a link
 * to the search for its number, which finds it where it fits (the server answers a new number
 * at the page of the part it replaces), and the numbers on the way when the chain is longer.
 */
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartReplacement } from '../../../domain/catalogue/supersession';
import { AppLink } from '../../components/app-link';
import { searchPath } from './search/search-paths';

const useStyles = makeStyles({
  line: { display: 'block', whiteSpace: 'normal', color: tokens.colorPaletteDarkOrangeForeground2 },
});

export interface ReplacedByProps {
  replacement: PartReplacement;
  /** Where the current part is searched: the vehicle catalogue on screen, or a brand. */
  searchScope: string;
  /** In a dialog, which must close before the app moves on: gets the path instead of going there. */
  onOpen?: (path: string) => void;
}

export function ReplacedBy({ replacement, searchScope, onOpen }: ReplacedByProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const between = replacement.chain.filter((number) => !replacement.current.some((part) => part.partNumber === number));
  return (
    <Text size={200} className={styles.line} data-testid="replaced-by">
      {t('supersession.replacedBy', 'Replaced by')}{' '}
      {replacement.current.map((part, index) => {
        const path = searchPath(searchScope, 'partNumber', part.partNumber);
        return (
          <Fragment key={part.partNumber}>
            {index > 0 && ', '}
            {onOpen ? (
              <Link as="button" onClick={() => onOpen(path)}>
                {part.partNumber}
              </Link>
            ) : (
              <AppLink to={path}>{part.partNumber}</AppLink>
            )}
          </Fragment>
        );
      })}
      {between.length > 0 && <> {t('supersession.via', '(via {{numbers}})', { numbers: between.join(' › ') })}</>}
    </Text>
  );
}
