import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { MAX_IMAGE_BYTES, VALIDATION_KEYS } from '@bookone/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { AppError, badRequest } from './errors';

/** An uploaded image as the services take it: its bytes and an optional caption. */
export interface UploadedFile {
  buffer: Buffer;
  caption?: string | null;
}

const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/**
 * The whole uploaded file, or 413 when it was over the multipart size limit (MAX_IMAGE_BYTES, for every upload).
 *
 * busboy cuts a file at the limit and flags the stream `truncated`. `toBuffer` only throws when it reads a chunk
 * after the cut, so a file whose last chunk starts exactly at the limit (a browser sends a Blob in 64 KiB pieces,
 * and 5 MB is 80 of them) came back as its first 5 242 880 bytes and was stored as a corrupt image. The flag is
 * checked once the stream has ended, which catches both cases.
 */
export async function readFileBytes(file: MultipartFile): Promise<Buffer> {
  const buffer = await file.toBuffer();
  if (file.file.truncated) {
    throw new AppError(413, `The file is too large: at most ${MAX_MB} MB`, { file: `At most ${MAX_MB} MB` });
  }
  return buffer;
}

/**
 * Reads the multipart field "file" (an optional "caption" field may come before it); 413 over the size limit.
 */
export async function readImageUpload(req: FastifyRequest): Promise<UploadedFile> {
  if (!req.isMultipart())
    throw badRequest('Send the image as multipart/form-data', { file: VALIDATION_KEYS.fileRequired });
  const file = await req.file();
  if (!file) throw badRequest('No file was sent', { file: VALIDATION_KEYS.fileRequired });
  const buffer = await readFileBytes(file);
  const field = file.fields.caption;
  const caption =
    field && !Array.isArray(field) && field.type === 'field' ? String(field.value).slice(0, 200) : null;
  return { buffer, caption };
}

/** The first bytes of each accepted image type: the declared content type alone is not trusted. */
export function imageExtension(buffer: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | null {
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Checks the bytes (400 naming `file` otherwise) and returns the extension to store it under. */
export function assertImage(buffer: Buffer) {
  const ext = imageExtension(buffer);
  if (!ext)
    throw badRequest('The file is not a PNG, JPEG, GIF or WebP image', {
      file: VALIDATION_KEYS.notImage,
    });
  return ext;
}

/** Writes an image under uploadsDir/<folder> with a random name; returns its public /uploads/… address. */
export async function storeImage(uploadsDir: string, folder: string, prefix: string, buffer: Buffer) {
  const ext = assertImage(buffer);
  const dir = join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${prefix}-${randomUUID()}.${ext}`;
  await writeFile(join(dir, name), buffer);
  return { url: `/uploads/${folder}/${name}`, file: join(dir, name) };
}

/** Removes a stored upload given its /uploads/… address; a missing file is not an error. */
export async function removeUpload(uploadsDir: string, url: string | null | undefined) {
  if (!url?.startsWith('/uploads/')) return;
  const rel = url.slice('/uploads/'.length);
  if (rel.includes('..')) return;
  await unlink(join(uploadsDir, rel)).catch(() => undefined);
}
