/**
 * The live channel's streams (GET /api/live/:id) as a test plays the server: each request opens a new stream, and
 * the test writes frames to the latest one or ends it (the connection is lost).
 */
export function liveStreams() {
  const opened: ReadableStreamDefaultController<Uint8Array>[] = [];
  const latest = () => {
    const stream = opened.at(-1);
    if (!stream) throw new Error('No live stream was opened');
    return stream;
  };
  return {
    response: () =>
      new Response(new ReadableStream<Uint8Array>({ start: (controller) => void opened.push(controller) }), {
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    send: (text: string) => latest().enqueue(new TextEncoder().encode(text)),
    end: () => latest().close(),
    /** How many streams the client opened. */
    opened: () => opened.length,
  };
}
