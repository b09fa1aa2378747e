/**
 * What each upload route takes (catalogue spec, section 7: POST /upload and /uploadFile,
 * multipart with imgfile and filePath): /upload pictures, /uploadFile documents (the PDFs of
 * updates). The type is judged by the file's first bytes, never by the name or the type the
 * browser claims, and the filePath's extension must name the same type.
 */

export interface UploadKind {
  /** In words, for the refusal ('a PDF'). */
  label: string;
  maxBytes: number;
  types: readonly { extensions: readonly string[]; contentType: string; starts: (bytes: Buffer) => boolean }[];
}

const startsWith = (prefix: string) => (bytes: Buffer) =>
  bytes.subarray(0, prefix.length).equals(Buffer.from(prefix, 'latin1'));

export const documentUpload: UploadKind = {
  label: 'a PDF',
  maxBytes: 20 * 1024 * 1024,
  types: [{ extensions: ['pdf'], contentType: 'application/pdf', starts: startsWith('%PDF-') }],
};

export const imageUpload: UploadKind = {
  label: 'a PNG, JPEG, GIF or WebP picture',
  maxBytes: 5 * 1024 * 1024,
  types: [
    { extensions: ['png'], contentType: 'image/png', starts: startsWith('\x89PNG\r\n\x1a\n') },
    { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', starts: startsWith('\xff\xd8\xff') },
    {
      extensions: ['gif'],
      contentType: 'image/gif',
      starts: (b) => startsWith('GIF87a')(b) || startsWith('GIF89a')(b),
    },
    {
      extensions: ['webp'],
      contentType: 'image/webp',
      starts: (b) => startsWith('RIFF')(b) && b.subarray(8, 12).toString('latin1') === 'WEBP',
    },
  ],
};

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The content type of a file of this kind at this path, or the detail of a 415. */
export function judgeUpload(kind: UploadKind, extension: string, bytes: Buffer): { contentType: string } | string {
  const byName = kind.types.find((type) => type.extensions.includes(extension));
  if (byName === undefined) {
    const allowed = kind.types.flatMap((type) => type.extensions.map((name) => `.${name}`)).join(', ');
    return `filePath must end in ${allowed}.`;
  }
  if (!byName.starts(bytes)) return `imgfile must be ${kind.label}; its content is not a .${extension} file.`;
  return { contentType: byName.contentType };
}
