// A live stream read as a browser tab reads it (fetch with the API's headers, server-sent events parsed), for the
// tests of what reaches a kitchen's or a property's tabs.
import { APP_ID } from '@bookone/domain';
import { expect } from 'vitest';

export interface LiveFrame {
  event: string;
  data: Record<string, unknown>;
}

/** A live stream read as a browser tab reads it (fetch with the API's headers), its events collected. */
export async function openStream(base: string, token: string, propertyId: number) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/live/${propertyId}`, {
    headers: { APP_ID, authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const frames: LiveFrame[] = [];
  let ended = false;
  if (res.ok) {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) frames.push({ event, data: JSON.parse(data) as Record<string, unknown> });
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
  }
  const waitFor = async (what: (f: LiveFrame) => boolean, label: string) => {
    for (let i = 0; i < 200 && !frames.some(what); i++) await new Promise((r) => setTimeout(r, 50));
    expect(frames.some(what), label).toBe(true);
  };
  return { res, frames, waitFor, ended: () => ended, close: () => abort.abort() };
}
