/**
 * POST /upload, /uploadFile and /deleteFile (catalogue spec, section 7), typed with TypeBox.
 * The two uploads are multipart (imgfile, filePath), read by the route itself as a stream
 * with limits, so their schema documents the answer only.
 */
import { Type } from '@fastify/type-provider-typebox';
import { maxFilePathLength } from '../../domain/files/file-path';
import { problemDetailsSchema } from '../http/problem-details-schema';

const errors = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
  409: problemDetailsSchema,
  413: problemDetailsSchema,
  415: problemDetailsSchema,
};

export const uploadedFile = Type.Object({
  filePath: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});

export const uploadSchema = (what: string) => ({
  description: `Stores ${what} (multipart: imgfile, filePath) in the admin's file area; admins only. A file already at filePath is not replaced (409).`,
  consumes: ['multipart/form-data'],
  response: { 201: uploadedFile, ...errors },
});

export const deleteFileSchema = {
  description: "Deletes the file at filePath in the admin's file area; an update's own file is refused (409).",
  body: Type.Object(
    { filePath: Type.String({ minLength: 1, maxLength: maxFilePathLength, examples: ['images/banner.png'] }) },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ success: Type.Boolean() }), 404: problemDetailsSchema, ...errors },
};
