// Private files (expense receipts, identity documents): kept under DATA_DIR/private, never under the public
// /uploads folder that the web plugin serves to anyone. They leave the server only through a route that has checked
// the caller's token, permission and tenant.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

import { VALIDATION_KEYS } from '@bookone/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { badRequest, notFound } from './errors';
import { imageExtension, readFileBytes } from './images';

/**
 * DATA_DIR/private: a sibling of DATA_DIR/uploads, so nothing in it is ever served as a static file. An uploads
 * folder not named `uploads` (the tests' temporary ones) gets its own `<uploads>-private` sibling instead of sharing
 * its parent folder with others.
 */
export const privateDirFor = (uploadsDir: string) =>
  basename(uploadsDir) === 'uploads' ? join(dirname(uploadsDir), 'private') : `${uploadsDir}-private`;

export interface PrivateUpload {
  buffer: Buffer;
  /** The file name the browser sent, reduced to safe characters (shown in lists and used for downloads). */
  filename: string;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The kind of an image or PDF judged by its first bytes (the declared content type is not trusted). */
export function documentKind(buffer: Buffer): { ext: string; mime: string } | null {
  const image = imageExtension(buffer);
  if (image) return { ext: image, mime: MIME[image]! };
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: MIME.pdf! };
  return null;
}

/** Keeps letters, digits, dot, dash and underscore of a file name (no path, no quotes for the header). */
export function safeFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return clean || fallback;
}

/**
 * Reads the multipart field "file". Over the multipart size limit (5 MB) it is a 413 (see readFileBytes); a
 * file that is neither an image nor a PDF is a 400 naming `file`.
 */
export async function readDocumentUpload(
  req: FastifyRequest,
): Promise<PrivateUpload & { mime: string; ext: string }> {
  if (!req.isMultipart())
    throw badRequest('Send the file as multipart/form-data', { file: VALIDATION_KEYS.fileRequired });
  const file = await req.file();
  if (!file) throw badRequest('No file was sent', { file: VALIDATION_KEYS.fileRequired });
  const buffer = await readFileBytes(file);
  if (buffer.length === 0) throw badRequest('The file is empty', { file: VALIDATION_KEYS.fileEmpty });
  const kind = documentKind(buffer);
  if (!kind)
    throw badRequest('The file is not an image or a PDF', {
      file: VALIDATION_KEYS.notImageOrPdf,
    });
  const fallback = `file.${kind.ext}`;
  return { buffer, filename: safeFileName(file.filename, fallback), ...kind };
}

/** Writes a file under privateDir/<folder> with a random name; returns its path relative to privateDir. */
export async function storePrivateFile(privateDir: string, folder: string, ext: string, buffer: Buffer) {
  const dir = join(privateDir, folder);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${ext}`;
  await writeFile(join(dir, name), buffer, { mode: 0o600 });
  return `${folder}/${name}`;
}

/** Resolves a stored relative path, refusing anything that would climb out of privateDir. */
function resolvePrivate(privateDir: string, rel: string): string | null {
  if (!rel || rel.includes('..') || rel.startsWith('/') || rel.includes('\\')) return null;
  return join(privateDir, rel);
}

/** Removes a stored private file; a missing file is not an error (the row is what matters). */
export async function removePrivateFile(privateDir: string, rel: string | null | undefined) {
  if (!rel) return;
  const file = resolvePrivate(privateDir, rel);
  if (file) await unlink(file).catch(() => undefined);
}

/** Streams a stored private file as a download with its type and name; 404 when the file is gone. */
export async function sendPrivateFile(
  reply: FastifyReply,
  privateDir: string,
  stored: { path: string | null; mime: string | null; name: string | null },
  what: string,
) {
  const file = stored.path ? resolvePrivate(privateDir, stored.path) : null;
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw notFound(what);
  const name = safeFileName(stored.name ?? undefined, 'file');
  return reply
    .header('content-type', stored.mime ?? 'application/octet-stream')
    .header('content-length', String(info.size))
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file));
}
