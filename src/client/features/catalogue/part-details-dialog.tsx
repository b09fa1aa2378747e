/** Everything known about one part of the list, opened from its row (catalogue spec, sections 3 and 9). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredControl } from '../../components/deferred-control';
import { usePartDetails, type PartDetailsQuery, type PartDetailsState } from '../../api/catalogue/part-details';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { useSiteLocale } from '../../i18n/site-locale-context';
import type { PageWorkspaceSlots } from './page-workspace-slots';
import { PartThumbnail } from './part-thumbnail';
import { ReplacedBy } from './replaced-by';
import { defaultMarket } from './use-catalogue-query';
import { WhereUsedList } from './where-used-list';

/** Brand and fallback dealer the spec's calls use (section 9). */
const catalogueBrand = 'JLR';
const defaultDealerCode = 'default';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  summary: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
});

function usePartDetailsQuery(partNumber: string): PartDetailsQuery {
  const { locale } = useSiteLocale();
  const customer = useSignedInCustomer();
  return {
    partNumber,
    dealerCode: customer?.c_epcPartnerId ?? defaultDealerCode,
    market: customer?.c_epcUserMarket ?? defaultMarket,
    brand: catalogueBrand,
    langCode: locale.id,
  };
}

/**
 * The details of one part, loaded when the dialog opens. Mounted only while shown: one dialog
 * for the page rather than one per row, its code loaded on first use (part-details-button.tsx).
 * The extras (price, stock, recommendations) may load their code after it; the details show
 * meanwhile. It closes itself and reports `onClosed` once its
 * closing animation has finished, with the page to go to when a where-used entry was chosen:
 * leaving the page while the dialog is still open would leave the app hidden from assistive
 * technology (the dialog's focus trap marks the rest of the page aria-hidden until it closes).
 */
export function PartDetailsDialog({
  partNumber,
  onClosed,
  Extras,
}: {
  partNumber: string;
  onClosed: (goTo: string | null) => void;
  Extras: PageWorkspaceSlots['PartDetailsExtras'];
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const state = usePartDetails(usePartDetailsQuery(partNumber));
  const [open, setOpen] = useState(true);
  const goTo = useRef<string | null>(null);
  const close = (path: string | null = null) => {
    goTo.current = path;
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => !data.open && close()}
      surfaceMotion={{ onMotionFinish: (_, { direction }) => direction === 'exit' && onClosed(goTo.current) }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('partDetails.title', 'Part {{partNumber}}', { partNumber })}</DialogTitle>
          <DialogContent className={styles.content} data-testid="part-details">
            <PartDetailsContent state={state} onOpenPage={close} />
            <DeferredControl attempt={0}>
              <Extras
                partNumber={partNumber}
                detailsPartNumber={state.status === 'ready' ? state.details.partNumber : null}
              />
            </DeferredControl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => close()}>
              {t('partDetails.close', 'Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function PartDetailsContent({ state, onOpenPage }: { state: PartDetailsState; onOpenPage: (path: string) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (state.status === 'loading') {
    return <Spinner label={t('partDetails.loading', 'Loading the part details')} />;
  }
  if (state.status !== 'ready') {
    const message = {
      'not-found': t('partDetails.notFound', 'The catalogue has no details for this part.'),
      'not-offline': t(
        'partDetails.notOffline',
        'These part details have not been opened on this device before, so they are not available offline.',
      ),
      failed: t('catalogue.failed', 'Something went wrong. Try again!'),
    }[state.status];
    return (
      <MessageBar intent={state.status === 'failed' ? 'error' : 'warning'}>
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
    );
  }
  const { details } = state;
  return (
    <>
      <div className={styles.summary}>
        {details.imageUrl && (
          <PartThumbnail url={details.imageUrl} partNumber={details.partNumber} description={details.description} />
        )}
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('partDetails.description', 'Description')}</dt>
          <dd className={styles.definition}>{details.description}</dd>
          <dt className={styles.term}>{t('partDetails.brand', 'Brand')}</dt>
          <dd className={styles.definition}>{details.brand}</dd>
          {details.replacedBy && (
            <>
              <dt className={styles.term}>{t('partDetails.supersession', 'Supersession')}</dt>
              <dd className={styles.definition}>
                <ReplacedBy replacement={details.replacedBy} searchScope={details.brand} onOpen={onOpenPage} />
              </dd>
            </>
          )}
        </dl>
      </div>
      <Text as="h3" weight="semibold">
        {t('partDetails.whereUsed', 'Where used')}
      </Text>
      <WhereUsedList details={details} onOpen={onOpenPage} />
    </>
  );
}
