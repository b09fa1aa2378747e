/** Shows what a search matched, safely (catalogue spec, section 2: part description search). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { highlightMatch, type HighlightKind } from '../../../../domain/catalogue/highlight-match';

const useStyles = makeStyles({
  mark: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** Text with what the search term matched in <mark>, built from text pieces (never as HTML). */
export function HighlightedText({ text, term, kind }: { text: string; term: string; kind: HighlightKind }) {
  const styles = useStyles();
  return (
    <>
      {highlightMatch(text, term, kind).map((piece, index) =>
        piece.matched ? (
          <mark key={index} className={styles.mark}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
