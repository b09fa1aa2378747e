/** Password rules shared by registration, password change and reset. */
export const passwordSchema = { type: 'string', minLength: 8, maxLength: 128 } as const;

export interface ChangePasswordBody {
  password?: string;
  current_password?: string;
}

// Neither field is `required` in the schema: a missing one gets the spec's own sentence
// (catalogue spec, section 5) from the route instead of a schema message.
export const changePasswordSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      password: passwordSchema,
      current_password: { type: 'string', maxLength: 128 },
    },
  },
} as const;

export const passwordChangeNeedsBoth = 'Password change requires the new password and the current password.';
