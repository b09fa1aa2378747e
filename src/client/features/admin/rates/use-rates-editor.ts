/**
 * What a rates panel does (tax rates, net discount rates): read a dealer's rates in a market
 * as rows, check them beside their fields, save them all, and read them again so what shows is
 * what is stored. It holds the market and dealer shown, the admin's id (sent as updatedBy and
 * createdBy), the rows being edited and what the last action said.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFailure } from '../admin-failure';
import type { MarketDealer } from './market-dealer-fields';
import { rowProblems, type RateRow } from './rate-rows-editor';

export type Outcome = { intent: 'success' | 'error'; text: string } | undefined;

let nextKey = 1;
export const newRowKey = () => nextKey++;

/** Where a panel's rates are stored. */
export interface RatesSource {
  /** The dealer's rates in the market as rows, and the admin's id. */
  read: (choice: MarketDealer) => Promise<{ viewerId: string; rows: RateRow[] }>;
  /** Saves rows that passed their checks: what was saved, in words, or undefined when nothing was. */
  write: (shown: MarketDealer, rows: readonly RateRow[], viewerId: string) => Promise<string | undefined>;
  /** Said when the service saved nothing. */
  notSaved: string;
}

export function useRatesEditor(source: RatesSource) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<MarketDealer | undefined>();
  const [viewerId, setViewerId] = useState('');
  const [rows, setRows] = useState<RateRow[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const show = async (choice: MarketDealer) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const stored = await source.read(choice);
      setShown(choice);
      setViewerId(stored.viewerId);
      setShowProblems(false);
      setRows(stored.rows);
    } catch (error) {
      setShown(undefined);
      setOutcome({ intent: 'error', text: adminFailure(error, t, 'read') });
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (shown === undefined) return;
    setShowProblems(true);
    if (rows.length === 0 || rowProblems(rows).some((problem) => problem.code ?? problem.rate)) return;
    setBusy(true);
    try {
      const saved = await source.write(shown, rows, viewerId);
      if (saved === undefined) {
        setOutcome({ intent: 'error', text: source.notSaved });
        return;
      }
      await show(shown);
      setOutcome({ intent: 'success', text: saved });
    } catch (error) {
      setOutcome({ intent: 'error', text: adminFailure(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return { shown, rows, setRows, showProblems, busy, outcome, show, save };
}
