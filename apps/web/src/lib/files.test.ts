import { describe, expect, it, vi } from 'vitest';

import { ApiRequestError } from './api-client';
import { downloadFile, fileNameOf } from './files';

function stubDownloads() {
  const saved: string[] = [];
  vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('protected downloads', () => {
  it('retries a server failure once, then saves the file under the name the server gave', async () => {
    const saved = stubDownloads();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(
        new Response('xlsx', {
          headers: { 'Content-Disposition': 'attachment; filename="payments-may.xlsx"' },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const progress: (number | null)[] = [];
    await downloadFile('/api/payment/property/12/export', {
      params: { mode: 'Card', search: '', from: undefined },
      fallbackName: 'payments.xlsx',
      onProgress: (p) => progress.push(p),
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Empty filters are left out of the address, like the JSON client does.
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/payment/property/12/export?mode=Card');
    expect(saved).toEqual(['payments-may.xlsx']);
    expect(progress.at(-1)).toBe(1);
  });

  it("does not retry a refusal and reports the server's message", async () => {
    stubDownloads();
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Too many rows' }), {
        status: 400,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failure = downloadFile('/x', { fallbackName: 'x.xlsx' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toThrow('Too many rows');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads RFC 5987 and plain file names', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''re%C3%A7u.pdf")).toBe('reçu.pdf');
    expect(fileNameOf('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
