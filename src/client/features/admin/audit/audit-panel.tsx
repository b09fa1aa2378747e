/**
 * The audit list of the admin page (issue 16: "every admin write records who and when and
 * shows in an audit list"): newest first, a page at a time, by area. A retailer admin sees
 * their own dealer's entries, an internal admin all (the server decides).
 */
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
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
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listAudit, type AuditPage } from '../../../api/admin/admin-users';
import { useFormatters } from '../../../components/use-formatters';
import { adminFailure } from '../admin-failure';
import { describeAuditDetail } from './audit-detail';

const pageSize = 20;

/** The admin selector's options (catalogue spec, section 3) whose writes are recorded, and the file storage's. */
const auditAreas = [
  'users',
  'tax_rates',
  'load_price',
  'net_discount_rates',
  'upload_discount_code',
  'updates',
  'service_messages',
  'files',
] as const;

/** The area's name as its tab says it (admin-areas.tsx), under the same keys. */
function areaLabel(t: TFunction, area: string): string {
  switch (area) {
    case 'users':
      return t('admin.areas.users', 'Users');
    case 'tax_rates':
      return t('admin.areas.taxRates', 'Tax rates');
    case 'load_price':
      return t('admin.areas.loadPrice', 'Load price');
    case 'net_discount_rates':
      return t('admin.areas.netDiscountRates', 'Net discount rates');
    case 'upload_discount_code':
      return t('admin.areas.uploadDiscountCode', 'Upload discount codes');
    case 'updates':
      return t('admin.areas.updates', 'Updates');
    case 'service_messages':
      return t('admin.areas.serviceMessages', 'Service messages');
    case 'files':
      return t('admin.audit.area.files', 'Files');
    default:
      return area;
  }
}

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
  },
  scroll: { overflowX: 'auto' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  filter: { maxWidth: '280px' },
});

type Answer = { request: string; page: AuditPage } | { request: string; message: string };

export function AuditPanel() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { dateTime } = useFormatters();
  const [area, setArea] = useState('');
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  const [last, setLast] = useState<AuditPage>();
  const request = JSON.stringify([area, offset]);

  useEffect(() => {
    let current = true;
    listAudit({ area, offset, limit: pageSize }).then(
      (page) => {
        if (!current) return;
        setAnswer({ request, page });
        setLast(page);
      },
      (error: unknown) => {
        if (current) setAnswer({ request, message: adminFailure(error, t, 'read') });
      },
    );
    return () => {
      current = false;
    };
  }, [area, offset, request, t]);

  const loading = answer === undefined || answer.request !== request;
  const page = answer !== undefined && !loading && 'page' in answer ? answer.page : last;
  const failure = answer !== undefined && !loading && 'message' in answer ? answer.message : undefined;

  return (
    <div className={styles.panel}>
      <Text as="p">
        {t(
          'admin.audit.purpose',
          'Every change made in admin management, newest first: who made it, when, and what changed.',
        )}
      </Text>
      <Field label={t('admin.audit.areaFilter', 'Area')} className={styles.filter}>
        <Select
          value={area}
          onChange={(_event, data) => {
            setArea(data.value);
            setOffset(0);
          }}
        >
          <option value="">{t('admin.audit.allAreas', 'All areas')}</option>
          {auditAreas.map((id) => (
            <option key={id} value={id}>
              {areaLabel(t, id)}
            </option>
          ))}
        </Select>
      </Field>
      {failure !== undefined && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {loading && page === undefined && (
        <Spinner size="small" label={t('admin.audit.loading', 'Loading the audit list…')} />
      )}
      {page !== undefined && (
        <>
          <Text as="p" data-testid="admin-audit-count">
            {page.total === 0
              ? t('admin.audit.none', 'No changes recorded yet.')
              : t('admin.audit.showing', 'Showing {{first}}–{{last}} of {{total}} changes.', {
                  first: page.offset + 1,
                  last: page.offset + page.entries.length,
                  total: page.total,
                })}
          </Text>
          {page.entries.length > 0 && (
            <div className={styles.scroll}>
              <Table aria-label={t('admin.audit.tableLabel', 'Admin changes')} data-testid="admin-audit-table">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('admin.audit.column.when', 'When')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.audit.column.area', 'Area')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.audit.column.action', 'Action')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.audit.column.record', 'Record')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.audit.column.by', 'By')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.audit.column.detail', 'What changed')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {page.entries.map((entry) => (
                    <TableRow key={entry.id} data-testid="admin-audit-row">
                      <TableCell>{dateTime(entry.at)}</TableCell>
                      <TableCell>{areaLabel(t, entry.area)}</TableCell>
                      <TableCell>{entry.action}</TableCell>
                      <TableCell>
                        {entry.recordKey}
                        {entry.dealerCode === null ? '' : ` (${entry.dealerCode})`}
                      </TableCell>
                      <TableCell>
                        {entry.actor}
                        {entry.actorDealerCode === null ? '' : ` (${entry.actorDealerCode})`}
                      </TableCell>
                      <TableCell>{describeAuditDetail(entry.detail)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          <nav className={styles.pager} aria-label={t('admin.audit.pages', 'Pages of changes')}>
            <Button disabled={page.offset === 0} onClick={() => setOffset(Math.max(0, page.offset - pageSize))}>
              {t('admin.audit.previous', 'Previous page')}
            </Button>
            <Button
              disabled={page.offset + page.entries.length >= page.total}
              onClick={() => setOffset(page.offset + pageSize)}
            >
              {t('admin.audit.next', 'Next page')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
