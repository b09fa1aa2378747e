/** The way into a catalogue by VIN or registration number (catalogue spec, sections 1-2). */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useCatalogueUser } from './use-catalogue-user';
import { useVinProblemText } from './use-vin-problem-text';
import { parseVinTerm } from './vin-term';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '28rem',
  },
  field: { alignSelf: 'stretch' },
});

export const vinDecoderPath = (term: string) => `/vin-decoder/${encodeURIComponent(term)}`;

/**
 * "Type a VIN or a registration number and go straight to that vehicle": the VIN is checked
 * here first, its problem shown beside the field; a good one opens the VIN decoder.
 */
export function VinEntryForm({ initialTerm = '' }: { initialTerm?: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { hrefFor } = useSiteLocale();
  const { checkDigitRequired } = useCatalogueUser();
  const problemText = useVinProblemText();
  const [term, setTerm] = useState(initialTerm);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim() === '') {
      setProblem(t('vin.entry.empty', 'Enter a VIN or a registration number.'));
      return;
    }
    const parsed = parseVinTerm(term, checkDigitRequired);
    if (parsed.kind === 'vin' && !parsed.check.ok) {
      setProblem(problemText(parsed.check, term));
      return;
    }
    setProblem(null);
    const decoderTerm =
      parsed.kind === 'registration' ? parsed.registration : parsed.check.ok ? parsed.check.vin : term;
    navigate(hrefFor(vinDecoderPath(decoderTerm)));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        className={styles.field}
        label={t('vin.entry.label', 'VIN or registration number')}
        hint={t('vin.entry.hint', 'A VIN has 17 characters, never I, O or Q.')}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
      >
        <Input
          value={term}
          onChange={(_, data) => setTerm(data.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid="vin-entry"
        />
      </Field>
      <Button appearance="primary" type="submit">
        {t('vin.entry.decode', 'Decode')}
      </Button>
    </form>
  );
}
