/**
 * Where in the file storage an admin may write (issue 16: "no overwrite outside the admin's
 * area"). Updates and their PDFs reach every dealer, so only internal admins publish them:
 * they write under updates/ and images/. A retailer admin (a dealer's parts manager) writes
 * only under dealers/<their dealer code>/, so one dealer cannot replace another's files or
 * the catalogue-wide ones.
 */
import type { UserProfile } from '../profile/user-profile';

type AdminProfile = Pick<UserProfile, 'c_epcUserType' | 'c_epcPartnerId'>;

/** The folder of an update's PDF; the updates admin uploads there. */
export const updatesFolder = 'updates/';
export const imagesFolder = 'images/';

export function fileAreasOf(profile: AdminProfile): string[] {
  if (profile.c_epcUserType === 'internal') return [updatesFolder, imagesFolder];
  const dealer = typeof profile.c_epcPartnerId === 'string' ? profile.c_epcPartnerId.trim() : '';
  return /^[A-Za-z0-9_-]+$/.test(dealer) ? [`dealers/${dealer}/`] : [];
}

/** undefined when the checked path lies in one of the admin's areas, else the detail of a 403. */
export function checkFileArea(path: string, profile: AdminProfile): string | undefined {
  const areas = fileAreasOf(profile);
  if (areas.some((area) => path.startsWith(area))) return undefined;
  return areas.length === 0
    ? 'filePath: your admin account has no file area (no dealer code).'
    : `filePath must lie in your file area (${areas.join(', ')}).`;
}

/**
 * Catalogue-wide content (updates, service messages) is written by internal admins only: a
 * retailer admin is a dealer's parts manager, and these reach every dealer's users.
 */
export function checkCatalogueWideWrite(profile: AdminProfile | undefined): string | undefined {
  return profile?.c_epcUserType === 'internal'
    ? undefined
    : 'Only an internal admin can publish updates and service messages; they reach every dealer.';
}
