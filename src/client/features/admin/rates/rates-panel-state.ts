/**
 * What a rates panel holds between reads and saves: the market and dealer shown, the admin's
 * id (sent as updatedBy and createdBy), the rows being edited, and what the last action said.
 */
import { useState } from 'react';
import type { MarketDealer } from './market-dealer-fields';
import type { RateRow } from './rate-rows-editor';

export type Outcome = { intent: 'success' | 'error'; text: string } | undefined;

let nextKey = 1;
export const newRowKey = () => nextKey++;

export function useRatesPanelState() {
  const [shown, setShown] = useState<MarketDealer | undefined>();
  const [viewerId, setViewerId] = useState('');
  const [rows, setRows] = useState<RateRow[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  return {
    shown,
    setShown,
    viewerId,
    setViewerId,
    rows,
    setRows,
    showProblems,
    setShowProblems,
    busy,
    setBusy,
    outcome,
    setOutcome,
  };
}
