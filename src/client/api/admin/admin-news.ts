/**
 * The admin's updates and service messages (issue 16; catalogue spec, sections 3, 4, 6, 7):
 * /admin/api/v1/updates and /serviceMessages, and the update's PDF through the product's own
 * POST /uploadFile (multipart imgfile + filePath). Admin work needs a network: nothing here is
 * kept on the device or queued.
 */
import type { UpdateDeletionOutcome } from '../../../domain/shell/news-admin-rules';
import { authorisedServiceClient } from '../authorised-client';

const adminApi = authorisedServiceClient('/admin/api/v1/');
const ownServer = authorisedServiceClient('/');

/** A 20 MB PDF takes a while on a slow line. */
const uploadTimeout = 120_000;

export interface AdminUpdate {
  id: string;
  c_name: string;
  c_languageCode: string;
  c_fileUrl: string;
  c_filePath?: string;
  c_fileName: string;
  c_createdBy?: string;
  c_updatedBy?: string;
  lastModified: string;
}

export interface UpdateFields {
  c_name: string;
  c_languageCode: string;
  c_filePath: string;
  c_fileName?: string;
}

export interface AdminServiceMessage {
  id: string;
  c_status: boolean;
  c_languageCode: string;
  c_startDate?: string;
  c_endDate?: string;
  c_messageContent: string;
  /** Whether the banner shows it now. */
  active: boolean;
  c_createdBy?: string;
  c_updatedBy?: string;
  lastModified: string;
}

export interface ServiceMessageFields {
  c_status: boolean;
  c_languageCode: string;
  c_startDate?: string;
  c_endDate?: string;
  c_messageContent: string;
}

export interface Listed<T> {
  total: number;
  items: T[];
}

export const listUpdates = () => adminApi.get('updates', { searchParams: { limit: 200 } }).json<Listed<AdminUpdate>>();

/** Uploads the PDF under a new name in updates/; answers its filePath. */
export async function uploadUpdatePdf(file: File): Promise<string> {
  const filePath = `updates/${crypto.randomUUID()}.pdf`;
  const body = new FormData();
  body.set('imgfile', file, file.name);
  body.set('filePath', filePath);
  await ownServer.post('uploadFile', { body, timeout: uploadTimeout }).json();
  return filePath;
}

export const createUpdate = (fields: UpdateFields) => adminApi.post('updates', { json: fields }).json<AdminUpdate>();

export const replaceUpdate = (id: string, fields: UpdateFields) =>
  adminApi.put(`updates/${encodeURIComponent(id)}`, { json: fields }).json<AdminUpdate>();

export const deleteUpdate = (id: string) =>
  adminApi.delete(`updates/${encodeURIComponent(id)}`).json<{ outcome: UpdateDeletionOutcome; detail: string }>();

export const listServiceMessages = () =>
  adminApi.get('serviceMessages', { searchParams: { limit: 200 } }).json<Listed<AdminServiceMessage>>();

export const createServiceMessage = (fields: ServiceMessageFields) =>
  adminApi.post('serviceMessages', { json: fields }).json<AdminServiceMessage>();

export const replaceServiceMessage = (id: string, fields: ServiceMessageFields) =>
  adminApi.put(`serviceMessages/${encodeURIComponent(id)}`, { json: fields }).json<AdminServiceMessage>();

export async function deleteServiceMessage(id: string): Promise<void> {
  await adminApi.delete(`serviceMessages/${encodeURIComponent(id)}`).json();
}
