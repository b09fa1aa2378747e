/**
 * GET /catalogue-assets/illustrations/:file, /catalogue-assets/parts/:file and
 * /catalogue-assets/models/:file. The routes
 * check the file name themselves (an unknown one is a 404, as for a missing file), so the
 * params schema only names it. The SVG is sent as a string with its own content type, which
 * Fastify sends as it is, never through the JSON serialiser.
 */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { notModifiedSchema } from '../../catalogue-cache/not-modified-schema';

const svgFileParams = Type.Object({ file: Type.String({ examples: ['arden-sb21-2024-p001.svg'] }) });

const svgResponse = {
  200: Type.String({ description: 'image/svg+xml' }),
  304: notModifiedSchema,
  '4xx': problemDetailsSchema,
};

export const pageIllustrationSchema = {
  description: 'A page illustration (SVG), drawn from the catalogue data; for callers with catalogue access.',
  params: svgFileParams,
  response: svgResponse,
};

export const modelPictureSchema = {
  description: "A vehicle model's picture (SVG) for the home page; public.",
  params: svgFileParams,
  response: svgResponse,
};

export const partThumbnailSchema = {
  description:
    "A part's thumbnail (SVG) for part details, drawn from the part's record; for callers with catalogue access.",
  params: svgFileParams,
  response: svgResponse,
};
