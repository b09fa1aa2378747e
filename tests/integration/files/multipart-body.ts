/** A multipart/form-data body for app.inject, as a browser's FormData would send it. */
import { randomBytes } from 'node:crypto';

export type Part = { name: string; value: string } | { name: string; fileName: string; content: Buffer; type?: string };

export function multipartBody(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\ncontent-type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), 'value' in part ? Buffer.from(part.value) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest file each kind recognises by its first bytes. */
export const samplePdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
export const samplePng = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(32)]);

export function upload(filePath: string, content: Buffer, fileName = 'file.bin') {
  return multipartBody([
    { name: 'imgfile', fileName, content },
    { name: 'filePath', value: filePath },
  ]);
}
