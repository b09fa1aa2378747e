/**
 * The user's profile as the app shows it (catalogue spec, sections 3 and 9): for a registered
 * user, the copy kept in their database on this device (the server's copy with their queued
 * changes on top, so a change shows at once, offline too); for a guest, the VIN and search
 * lists this device keeps, with the defaults for the rest.
 */
import { emptySyncedProfile } from '../../../domain/profile/apply-profile-change';
import type { SyncedProfile } from '../../../domain/sync/sync-contracts';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { useSearchLists } from '../../store/search-history-storage';
import { useStoredProfile } from '../../store/user-db/use-profile';
import { useVehicleLists } from '../../store/recent-vins';
import type { Customer } from '../../../domain/commerce/customer';

export interface UserProfileView {
  profile: SyncedProfile;
  /** A registered user's profile syncs through the outbox; a guest's lists stay on this device. */
  registered: boolean;
  /** False until the device's copy has been read (show a placeholder rather than the defaults meanwhile). */
  loaded: boolean;
  /** Profile changes on this device waiting to be sent. */
  pendingChanges: number;
}

export function useUserProfile(): UserProfileView {
  const stored = useStoredProfile();
  const customer = useSignedInCustomer();
  const vehicles = useVehicleLists('guest');
  const searches = useSearchLists('guest');
  if (stored.registered) {
    return {
      // Before the first sync reply the customer read at sign-in stands in for the preferences and names.
      profile: stored.profile ?? profileFromCustomer(customer),
      registered: true,
      loaded: stored.loaded,
      pendingChanges: stored.pendingChanges,
    };
  }
  return {
    profile: {
      ...emptySyncedProfile,
      // A guest's lists carry no times: the device keeps them in order.
      lastTenVins: vehicles.recentVins.map((vehicle) => ({ ...vehicle, at: '' })),
      favouriteVins: vehicles.favouriteVins.map((vin) => ({ vin, favourite: true, at: '' })),
      lastTenRegistrations: vehicles.recentRegistrations.map((registration) => ({ ...registration, at: '' })),
      searchHistory: searches.history,
      lastTenAdditionalSearches: searches.recentSearches,
    },
    registered: false,
    loaded: stored.loaded,
    pendingChanges: 0,
  };
}

function profileFromCustomer(customer: Customer | undefined): SyncedProfile {
  if (!customer) return emptySyncedProfile;
  return {
    ...emptySyncedProfile,
    language: customer.c_epcUserLanguage ?? emptySyncedProfile.language,
    market: customer.c_epcUserMarket ?? emptySyncedProfile.market,
    details: {
      ...emptySyncedProfile.details,
      firstName: customer.c_epcUserFirstName ?? '',
      lastName: customer.c_epcUserLastName ?? '',
    },
  };
}
