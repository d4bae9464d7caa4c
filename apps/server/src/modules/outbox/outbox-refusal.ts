// Which delivery failures are worth another attempt (decision 0043). A provider that refuses for good — SMTP 5xx (no
// such mailbox, rejected), a 4xx from Twilio or WhatsApp (invalid or unsubscribed number, outside the 24-hour
// window) — answers the same to every retry, so the message is FAILED at once with the reason; a 4xx SMTP reply
// (greylisting, mailbox full), a network error, a timeout, a provider's 5xx or its rate limit are retried with
// back-off.

/** Thrown by a transport when another attempt cannot succeed: the worker marks the message FAILED at once. */
export class PermanentRefusal extends Error {
  override readonly name = 'PermanentRefusal';
}

/** A provider's HTTP answer as the error to throw: 4xx for good, except a timeout (408) and a rate limit (429). */
export function httpRefusal(status: number, text: string, retryable = false): Error {
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429 && !retryable;
  return permanent ? new PermanentRefusal(text) : new Error(text);
}

/** An SMTP failure as the error to throw: a 5xx reply is for good; 4xx and no reply at all (network) are not. */
export function smtpRefusal(err: unknown): unknown {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number' && code >= 500 && code < 600 && err instanceof Error)
    return new PermanentRefusal(err.message, { cause: err });
  return err;
}
