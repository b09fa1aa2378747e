/**
 * POST /admin/api/v1/user/updateUserStatus { userId, userStatus } (issue 16; catalogue spec,
 * section 4, Authentication: "A user becomes registered only when the profile status is
 * approved"): an admin approves or rejects a user. updateUserDetails carries no status in the
 * spec's payload, so approval is this route of its own (docs/decisions.md). Reply { success }.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';

/** The statuses an admin sets; pending is where a self-registration starts, never set by hand. */
export const adminSetStatuses = ['approved', 'rejected'] as const;

const updateUserStatusBody = Type.Object(
  {
    userId: Type.String({ minLength: 1, maxLength: 256, pattern: '\\S' }),
    userStatus: Type.Enum(adminSetStatuses, { type: 'string' }),
  },
  { additionalProperties: false },
);

export type UpdateUserStatusBody = Static<typeof updateUserStatusBody>;

export const updateUserStatusSchema = {
  description:
    "Approves or rejects a user (admins only; a retailer admin only their own dealer's users). The approved user is registered at their next sign-in.",
  body: updateUserStatusBody,
  response: {
    200: Type.Object({ success: Type.Boolean() }),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
    404: problemDetailsSchema,
  },
};
