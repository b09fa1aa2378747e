/**
 * POST /admin/api/v1/user/updateUserDetails (catalogue spec, sections 3 and 7): an admin
 * sets a user's role, type and retailer. Reply { success: true }.
 */
import type { UserRole, UserType } from '../../../domain/profile/user-profile';

export const userRoles = ['user', 'admin', 'sponsored', 'true-independent'] as const satisfies readonly UserRole[];
export const userTypes = ['retailer', 'internal', 'third-party', 'independent'] as const satisfies readonly UserType[];

/** Retailer ids that are not dealer codes (catalogue spec, section 9). */
export const internalRetailerId = 'jlr_internal';
export const defaultRetailerId = 'default';

export interface UpdateUserDetailsBody {
  userId: string;
  userRole: UserRole;
  userType: UserType;
  retailerId: string;
  createdBy: string;
  updatedBy: string;
}

const userReference = { type: 'string', minLength: 1, maxLength: 256, pattern: '\\S' } as const;

export const updateUserDetailsSchema = {
  body: {
    type: 'object',
    required: ['userId', 'userRole', 'userType', 'retailerId', 'createdBy', 'updatedBy'],
    additionalProperties: false,
    properties: {
      userId: userReference,
      userRole: { type: 'string', enum: userRoles },
      userType: { type: 'string', enum: userTypes },
      retailerId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', examples: ['A12345'] },
      createdBy: userReference,
      updatedBy: userReference,
    },
  },
  response: {
    200: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
  },
} as const;
