/**
 * What to download: a brand, a model (vehicle catalogue) or a VIN's catalogue, the dataset
 * and the format (docs/eu-download.md). A VIN is checked beside its field before anything is
 * sent, then resolved by the server to its model; a refusal is shown beside the field it is
 * about.
 */
import { Button, Field, Input, Radio, RadioGroup, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkVin, normaliseVin } from '../../../../domain/catalogue/vin';
import type {
  DownloadDataset,
  DownloadFormat,
  DownloadOffer,
} from '../../../../domain/eu-download/eu-download-contract';
import { findDownloadVehicle, type DatasetRequest } from '../../../api/eu-download/eu-download';
import { isNotFound } from '../../../api/http-client';
import { problemOf } from '../../../api/problem-details';

type ScopeKind = 'brand' | 'model' | 'vin';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
});

export interface DownloadFormProps {
  offer: DownloadOffer | undefined;
  /** Why nothing can be downloaded now (offline, a download running); undefined when it can. */
  disabledReason: string | undefined;
  onDownload: (request: DatasetRequest, what: string) => void;
}

export function DownloadForm({ offer, disabledReason, onDownload }: DownloadFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [scopeKind, setScopeKind] = useState<ScopeKind>('model');
  const [brandId, setBrandId] = useState('');
  const [catHieId, setCatHieId] = useState('');
  const [vin, setVin] = useState('');
  const [vinMessage, setVinMessage] = useState<string>();
  const [dataset, setDataset] = useState<DownloadDataset>('parts');
  const [format, setFormat] = useState<DownloadFormat>('csv');
  const [checking, setChecking] = useState(false);

  const brand = offer?.brands.find((candidate) => candidate.id === brandId) ?? offer?.brands[0];
  const model = brand?.models.find((candidate) => candidate.catHieId === catHieId) ?? brand?.models[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabledReason !== undefined || brand === undefined) return;
    if (scopeKind === 'brand') return onDownload({ scope: { brand: brand.id }, dataset, format }, brand.name);
    if (scopeKind === 'model') {
      if (model === undefined) return;
      return onDownload(
        { scope: { catHieId: model.catHieId }, dataset, format },
        `${model.modelName} ${model.modelYear}`,
      );
    }
    const entered = normaliseVin(vin);
    const wellFormed = checkVin(entered);
    if (!wellFormed.ok) return setVinMessage(wellFormed.message);
    setChecking(true);
    try {
      const vehicle = await findDownloadVehicle(entered);
      setVinMessage(undefined);
      onDownload(
        { scope: { vin: vehicle.vin }, dataset, format },
        `${vehicle.vin} (${vehicle.modelName} ${vehicle.modelYear})`,
      );
    } catch (error) {
      setVinMessage(
        isNotFound(error)
          ? t('euDownload.vinNotFound', 'No vehicle found for this VIN.')
          : (problemOf(error)?.detail ?? t('euDownload.vinFailed', 'The VIN could not be checked; please try again.')),
      );
    } finally {
      setChecking(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={t('euDownload.formLabel', 'Choose a download')}
    >
      <Field label={t('euDownload.scope', 'Download by')}>
        <RadioGroup
          layout="horizontal"
          value={scopeKind}
          onChange={(_event, data) => setScopeKind(data.value as ScopeKind)}
        >
          <Radio value="brand" label={t('euDownload.scopeBrand', 'Brand')} />
          <Radio value="model" label={t('euDownload.scopeModel', 'Model')} />
          <Radio value="vin" label={t('euDownload.scopeVin', 'VIN')} />
        </RadioGroup>
      </Field>
      {scopeKind !== 'vin' && (
        <Field label={t('euDownload.brand', 'Brand')}>
          <Select
            value={brand?.id ?? ''}
            onChange={(_event, data) => setBrandId(data.value)}
            disabled={offer === undefined}
          >
            {offer?.brands.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {scopeKind === 'model' && (
        <Field label={t('euDownload.model', 'Model')}>
          <Select
            value={model?.catHieId ?? ''}
            onChange={(_event, data) => setCatHieId(data.value)}
            disabled={offer === undefined}
          >
            {brand?.models.map((candidate) => (
              <option key={candidate.catHieId} value={candidate.catHieId}>
                {`${candidate.modelName} ${candidate.modelYear}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {scopeKind === 'vin' && (
        <Field
          label={t('euDownload.vin', 'VIN')}
          validationMessage={vinMessage}
          hint={t(
            'euDownload.vinHint',
            'The 17 characters of the vehicle identification number; the download is its model’s.',
          )}
        >
          <Input
            value={vin}
            maxLength={20}
            onChange={(_event, data) => {
              setVin(data.value);
              setVinMessage(undefined);
            }}
          />
        </Field>
      )}
      <Field label={t('euDownload.dataset', 'Dataset')}>
        <RadioGroup value={dataset} onChange={(_event, data) => setDataset(data.value as DownloadDataset)}>
          <Radio
            value="parts"
            label={t(
              'euDownload.datasetParts',
              'Parts: every part of every page section, with applicability, quantity and your market’s prices',
            )}
          />
          <Radio
            value="documents"
            label={t('euDownload.datasetDocuments', 'Documents: the catalogue documents and their text')}
          />
        </RadioGroup>
      </Field>
      <Field label={t('euDownload.format', 'Format')}>
        <RadioGroup
          layout="horizontal"
          value={format}
          onChange={(_event, data) => setFormat(data.value as DownloadFormat)}
        >
          <Radio value="csv" label={t('euDownload.formatCsv', 'CSV')} />
          <Radio value="json" label={t('euDownload.formatJson', 'JSON')} />
          <Radio value="xml" label={t('euDownload.formatXml', 'XML')} />
        </RadioGroup>
      </Field>
      <div>
        <Button
          type="submit"
          appearance="primary"
          icon={<ArrowDownloadRegular />}
          disabled={disabledReason !== undefined || offer === undefined || checking}
        >
          {t('euDownload.download', 'Download')}
        </Button>
      </div>
    </form>
  );
}
