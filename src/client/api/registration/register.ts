/**
 * POST /registration/api/v1/register (docs/registration.md) with the session's guest token.
 * A refusal's detail starts with the field it is about ("phone: ch not allow"), so the page
 * can put it beside that field; any other failure is passed on as it is.
 */
import type { RegistrationField, RegistrationForm } from '../../../domain/registration/registration-form';
import { authorisedServiceClient } from '../authorised-client';
import { problemOf } from '../problem-details';

const ownServer = authorisedServiceClient('/');

export interface Registered {
  userId: string;
  status: 'pending';
  userType: string;
  userRole: string;
}

export type RegisterRefusal =
  | { kind: 'field'; field: RegistrationField | 'ticket'; message: string }
  | { kind: 'other'; status: number | undefined; message: string | undefined };

export class RegisterRefused extends Error {
  constructor(readonly refusal: RegisterRefusal) {
    super(refusal.message ?? 'The registration was refused.');
  }
}

const fieldDetail = /^([A-Za-z]+): (.+)$/su;

export async function register(form: RegistrationForm, ticket: string, fields: readonly string[]): Promise<Registered> {
  try {
    return await ownServer.post('registration/api/v1/register', { json: { ...form, ticket } }).json<Registered>();
  } catch (error) {
    const problem = problemOf(error);
    if (problem === undefined) throw error;
    const match = fieldDetail.exec(problem.detail ?? '');
    const field = match?.[1];
    if (match?.[2] !== undefined && field !== undefined && (field === 'ticket' || fields.includes(field))) {
      throw new RegisterRefused({ kind: 'field', field: field as RegistrationField | 'ticket', message: match[2] });
    }
    const status = (error as { response?: Response }).response?.status;
    throw new RegisterRefused({ kind: 'other', status, message: problem.detail });
  }
}
