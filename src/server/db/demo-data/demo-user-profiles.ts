/**
 * The EPCUsers profiles of the demo people the sign-in rules expect to know already
 * (approved, pending, rejected, sponsored, subscribers). People the rules create on their
 * first sign-in, or send to registration, have none.
 */
import { defaultExportConfig, defaultLanguage, defaultMarket } from '../../../domain/profile/login-flow-rules';
import type { UserProfile } from '../../../domain/profile/user-profile';
import { demoUserId, demoUsers } from './demo-users';

// A fixed date, so the seeded data is the same on every machine and every day.
const seededLastLogin = '2026-01-15T09:30:00.000Z';

export function makeDemoUserProfiles(): UserProfile[] {
  return demoUsers.flatMap((user) => {
    if (user.profile === undefined) return [];
    const profile: UserProfile = {
      key_value_string: demoUserId(user),
      c_epcUserEmail: user.email,
      c_epcUserFirstName: user.givenName,
      c_epcUserLastName: user.familyName,
      c_epcFullName: `${user.givenName} ${user.familyName}`,
      c_epcUserMarket: defaultMarket,
      c_epcUserLanguage: defaultLanguage,
      c_epcShoppingExportConfig: defaultExportConfig,
      c_epcLoginCount: 3,
      c_epcLastLoginTime: seededLastLogin,
      ...(user.kind === 'third-party' ? { c_epcUserPhone: user.phone } : {}),
      ...user.profile,
    };
    return [profile];
  });
}
