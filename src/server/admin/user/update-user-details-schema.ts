/**
 * POST /admin/api/v1/user/updateUserDetails (catalogue spec, sections 3 and 7): an admin
 * sets a user's role, type and retailer. Reply { success: true }. Typed once with TypeBox.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { UserRole, UserType } from '../../../domain/profile/user-profile';
import { problemDetailsSchema } from '../../http/problem-details-schema';

export const userRoles = ['user', 'admin', 'sponsored', 'true-independent'] as const satisfies readonly UserRole[];
export const userTypes = ['retailer', 'internal', 'third-party', 'independent'] as const satisfies readonly UserType[];

const userReference = Type.String({ minLength: 1, maxLength: 256, pattern: '\\S' });

const updateUserDetailsBody = Type.Object(
  {
    userId: userReference,
    userRole: Type.Enum(userRoles, { type: 'string' }),
    userType: Type.Enum(userTypes, { type: 'string' }),
    retailerId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', examples: ['A12345'] }),
    createdBy: userReference,
    updatedBy: userReference,
  },
  { additionalProperties: false },
);

export type UpdateUserDetailsBody = Static<typeof updateUserDetailsBody>;

// The body's role and type are the profile's (src/domain/profile/user-profile.ts).
const sameRole: UserRole = {} as UpdateUserDetailsBody['userRole'];
const sameType: UserType = {} as UpdateUserDetailsBody['userType'];
void [sameRole, sameType];

export const updateUserDetailsSchema = {
  description:
    "Sets a user's role, type and retailer (admins only; a retailer admin only for their own dealer's users).",
  body: updateUserDetailsBody,
  response: {
    200: Type.Object({ success: Type.Boolean() }),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
    404: problemDetailsSchema,
  },
};
