/**
 * What the rates panels start from: the signed-in admin's own dealer and market (a retailer
 * admin may only use their own dealer; an internal admin starts on the internal records,
 * jlr_internal, and may name any dealer).
 */
import { useShellSession } from '../../../machines/session/use-shell-session';

export interface AdminStart {
  internal: boolean;
  dealerCode: string;
  market: string;
}

export function useAdminStart(): AdminStart {
  const { customer } = useShellSession();
  const internal = customer?.c_epcUserType === 'internal';
  return {
    internal,
    dealerCode: internal ? 'jlr_internal' : (customer?.c_epcPartnerId ?? ''),
    market: (customer?.c_epcUserMarket ?? 'GB').toUpperCase(),
  };
}
