/**
 * GET /admin/api/v1/users (catalogue spec, sections 3 and 6; issue 16): an admin finds users
 * by name, email, dealer, type, role and status, a page at a time. Typed once with TypeBox.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { maxPagingOffset } from '../../http/numeric-bounds';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { userRoles, userTypes } from './update-user-details-schema';

export const userStatuses = ['pending', 'approved', 'rejected'] as const;
export const defaultUsersLimit = 20;
export const maxUsersLimit = 100;

const filterText = (description: string) => Type.Optional(Type.String({ maxLength: 120, description }));

const query = Type.Object({
  name: filterText('Part of the name or user id, any case.'),
  email: filterText('Part of the email address, any case.'),
  dealer: Type.Optional(
    Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', description: 'A dealer code (retailer id), exactly.' }),
  ),
  type: Type.Optional(Type.Enum(userTypes, { type: 'string' })),
  role: Type.Optional(Type.Enum(userRoles, { type: 'string' })),
  status: Type.Optional(Type.Enum(userStatuses, { type: 'string' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: maxPagingOffset, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxUsersLimit, default: defaultUsersLimit })),
});

export type ListUsersQuery = Static<typeof query> & { offset: number; limit: number };

const text = Type.Union([Type.String(), Type.Null()]);

export const adminUserSchema = Type.Object({
  userId: Type.String(),
  firstName: text,
  lastName: text,
  email: text,
  dealerCode: text,
  companyName: text,
  market: text,
  userType: text,
  userRole: text,
  userStatus: text,
  active: Type.Boolean(),
  billable: Type.Boolean(),
  lastLoginTime: text,
  createdBy: text,
  updatedBy: text,
  lastModified: Type.String({ format: 'date-time' }),
});

export type AdminUser = Static<typeof adminUserSchema>;

export const listUsersSchema = {
  description:
    "Finds users (admins only): an internal admin any dealer's, a retailer admin only their own dealer's. Pending users first, then the most recently changed.",
  querystring: query,
  response: {
    200: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      offset: Type.Integer({ minimum: 0 }),
      limit: Type.Integer({ minimum: 1 }),
      users: Type.Array(adminUserSchema),
      viewer: Type.Object(
        {
          userId: Type.String(),
          dealerCode: Type.Union([Type.String(), Type.Null()]),
        },
        {
          description:
            'The calling admin: their user id (the createdBy and updatedBy of their writes) and the dealer they are kept to (null: every dealer).',
        },
      ),
    }),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
  },
};
