import { useState, type ChangeEvent } from 'react';

import { ApiRequestError } from '../../lib/api-client';

export type ImageUpload = {
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
};

/**
 * Several images sent one after the other, each with its state. A file the server would refuse (`check`) is
 * failed before sending; a 409 (the plan's image count reached) stops the rest ("not sent") and its message becomes
 * `limitMessage`, shown as the server wrote it. `onDone` runs once the batch is over (refresh the images).
 */
export function useImageUploads({
  upload,
  check,
  notSent,
  onDone,
}: {
  upload: (file: File) => Promise<unknown>;
  check: (file: File) => string | null;
  notSent: string;
  onDone: () => Promise<unknown>;
}) {
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setLimitMessage(null);
    const list: ImageUpload[] = files.map((f) => ({ name: f.name, state: 'waiting' }));
    setUploads(list);
    const set = (i: number, u: Partial<ImageUpload>) => {
      list[i] = { ...list[i]!, ...u };
      setUploads([...list]);
    };
    for (const [i, file] of files.entries()) {
      const problem = check(file);
      if (problem) {
        set(i, { state: 'failed', message: problem });
        continue;
      }
      set(i, { state: 'uploading' });
      try {
        await upload(file);
        set(i, { state: 'done' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        set(i, { state: 'failed', message });
        if (error instanceof ApiRequestError && error.status === 409) {
          setLimitMessage(message);
          for (let k = i + 1; k < files.length; k++) set(k, { state: 'failed', message: notSent });
          break;
        }
      }
    }
    await onDone();
  };

  return {
    uploads,
    busy: uploads.some((u) => u.state === 'uploading' || u.state === 'waiting'),
    limitMessage,
    clearLimitMessage: () => setLimitMessage(null),
    onFiles,
  };
}
