/**
 * Tokens the auth gate verified lately, by their text, each until its expiry (`exp`). A client sends the same token
 * with every request, and decoding it and checking its HMAC again was 4% of the order list's processor time
 * (bench/order-list.ts). The same text always verifies alike, so a token found here needs no second check; only its
 * expiry moves, and a token past it is verified again (and refused as expired). Refusals are never kept. What a
 * token's user may do (token version, `enabled`) is not a property of the token: the gate reads it on every request.
 * One per app (its secret): a token verified by one app means nothing to another.
 */
export class VerifiedTokens<P extends { exp: number }> {
  private readonly entries = new Map<string, P>();

  constructor(
    /** The full check: answers the claims, or throws. */
    private readonly verify: (token: string) => P,
    /** Tokens kept at most; past it the memory starts again empty (cheaper than evicting one by one). */
    private readonly max = 10_000,
  ) {}

  /** The claims of a valid token, from memory while it has not expired; throws what `verify` throws. */
  claimsOf(token: string, now = Date.now()): P {
    const known = this.entries.get(token);
    if (known !== undefined) {
      if (known.exp * 1000 > now) return known;
      this.entries.delete(token);
    }
    const claims = this.verify(token);
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(token, claims);
    return claims;
  }
}
