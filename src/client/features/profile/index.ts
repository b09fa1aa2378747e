/**
 * The user's profile for the features that read or change it (settings, the VIN finder, the
 * search box, the export dialog): useUserProfile() is the synced copy with the queued changes
 * applied; queueProfileChange(change) changes it through the outbox.
 */
export { useUserProfile, type UserProfileView } from './use-user-profile';
export { queueProfileChange, guestProfileMessage, type ProfileChangeOutcome } from './queue-profile-change';
export { favouriteVinsOf } from '../../../domain/profile/profile-history';
export { checkDetails } from '../../../domain/profile/check-profile-change';
export { phoneProblem, phoneNotAllowedMessage } from '../../../domain/profile/phone-rule';
export { defaultShoppingExportConfig } from '../../../domain/profile/export-config';
export { supportedLanguages } from '../../../domain/profile/supported-languages';
export type {
  ProfileChange,
  ProfileDetails,
  ShoppingExportConfig,
  SyncedProfile,
} from '../../../domain/sync/sync-contracts';
