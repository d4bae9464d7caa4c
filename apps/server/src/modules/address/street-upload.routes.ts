import { STREET_CSV_MAX_BYTES, streetUploadSchema, VALIDATION_KEYS } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import { AppError, badRequest } from '../../lib/errors';
import { actorOf, uploadErrorResponses } from '../../lib/route';
import type { StreetUploadService } from './street-upload.service';

const tags = ['address'];
const KB = Math.round(STREET_CSV_MAX_BYTES / 1024);

/** The multipart field `file`, at most STREET_CSV_MAX_BYTES (413 beyond). */
async function readCsvUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart())
    throw badRequest('Send the file as multipart/form-data', { file: VALIDATION_KEYS.fileRequired });
  const file = await req.file({ limits: { fileSize: STREET_CSV_MAX_BYTES, files: 1 } });
  if (!file) throw badRequest('No file was sent', { file: VALIDATION_KEYS.fileRequired });
  const tooLarge = () =>
    new AppError(413, `The file is too large: at most ${KB} KB`, { file: `At most ${KB} KB` });
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (err) {
    // @fastify/multipart throws once the file passes the limit given above.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (file.file.truncated) throw tooLarge();
  if (buffer.length === 0) throw badRequest('The file is empty', { file: 'Empty file' });
  return buffer;
}

const FORMAT =
  'Multipart `file`: CSV in UTF-8 with a header row naming country, state, city, suburb and street (postcode ' +
  `optional), at most ${KB} KB and 5000 rows; the country by its name or two-letter code`;

export const streetUploadRoutes: FastifyPluginAsyncZod<{ uploads: StreetUploadService }> = async (
  app,
  { uploads },
) => {
  app.post(
    '/api/address/streets/upload/preview',
    {
      config: { permission: 'address.write' },
      schema: {
        tags,
        summary: `What importing a street file would do, row by row (new, already there, or an error); writes nothing. ${FORMAT}`,
        consumes: ['multipart/form-data'],
        response: { 200: streetUploadSchema, ...uploadErrorResponses },
      },
    },
    async (req) => uploads.preview(await readCsvUpload(req)),
  );

  app.post(
    '/api/address/streets/upload',
    {
      config: { permission: 'address.write' },
      schema: {
        tags,
        summary:
          'Import a street file: its new streets are added in one transaction; a file with any row error is a ' +
          `400 listing them and writes nothing. ${FORMAT}`,
        consumes: ['multipart/form-data'],
        response: { 200: streetUploadSchema, ...uploadErrorResponses },
      },
    },
    async (req) => uploads.importFile(actorOf(req), await readCsvUpload(req)),
  );
};
