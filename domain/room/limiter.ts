/**
 * Slowing down the guessing of join codes (issue 24: "Wrong codes are rate-limited per address and
 * overall"; "10,000 guesses from one address take at least 15 minutes").
 *
 * Two token buckets, the clock given (so a test advances it instead of waiting): one per address
 * and one for all addresses together. A wrong code takes a token from both; while either is empty
 * an address that has been wrong lately is answered "slowed down" with how long to wait, and its
 * code is not even looked at (a guess made while slowed is no guess). A right code takes nothing:
 * a table whose first try was a typo joins at once on the second. An address not wrong in the last
 * `forgetMs` (ten minutes) is not held by everyone's bucket: someone guessing from other addresses
 * cannot keep the room's phones from joining, and each address they use buys them one guess in ten
 * minutes before everyone's bucket holds it too. An IPv6 address counts by its /64 network (one
 * machine may use any address in it); an IPv4 address written as IPv6 counts as itself.
 *
 * The figures (ROOM_LIMITS): an address may be wrong 10 times at once, then once every 6 seconds;
 * 10,000 guesses from one address then take at least 9,990 × 6 s, about 16.6 hours (the issue asks
 * for at least 15 minutes). All addresses together may be wrong 60 times at once, then twice a
 * second: against 40-bit codes, with 64 tables' codes live, a guess succeeds once in 2^40 / 64
 * ≈ 1.7·10^10 tries, over 270 years at that rate, while a whole room typing its codes (a few
 * mistakes each) never waits.
 */

export interface BucketLimits {
  /** Tokens when full: wrong guesses allowed at once. */
  readonly burst: number;
  /** Milliseconds for one token to come back. */
  readonly refillMs: number;
}

export interface RoomLimits {
  readonly perAddress: BucketLimits;
  readonly overall: BucketLimits;
  /** Addresses remembered at most (the oldest forgotten first). */
  readonly addresses: number;
  /** An address not wrong for this long is forgotten: held by its own bucket only, anew. */
  readonly forgetMs: number;
}

export const ROOM_LIMITS: RoomLimits = {
  perAddress: { burst: 10, refillMs: 6_000 },
  overall: { burst: 60, refillMs: 500 },
  addresses: 10_000,
  forgetMs: 10 * 60_000,
};

interface Bucket {
  tokens: number;
  at: number;
  /** When this address was last wrong. */
  wrongAt: number;
}

function refill(bucket: Bucket, limits: BucketLimits, now: number): void {
  if (now <= bucket.at) return;
  const gained = (now - bucket.at) / limits.refillMs;
  bucket.tokens = Math.min(limits.burst, bucket.tokens + gained);
  bucket.at = now;
}

/** Milliseconds until the bucket holds a whole token again (0: it does now). */
function waitFor(bucket: Bucket, limits: BucketLimits): number {
  return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) * limits.refillMs);
}

export class GuessLimiter {
  private readonly byAddress = new Map<string, Bucket>();
  private readonly all: Bucket;
  private readonly now: () => number;
  private readonly limits: RoomLimits;

  constructor(now: () => number, limits: RoomLimits = ROOM_LIMITS) {
    this.now = now;
    this.limits = limits;
    this.all = { tokens: limits.overall.burst, at: now(), wrongAt: now() };
  }

  private bucketOf(address: string, now: number): Bucket {
    let bucket = this.byAddress.get(address);
    if (!bucket) {
      bucket = { tokens: this.limits.perAddress.burst, at: now, wrongAt: now };
      if (this.byAddress.size >= this.limits.addresses) this.forgetOld(now);
      this.byAddress.set(address, bucket);
    }
    return bucket;
  }

  /** Drops the addresses not wrong for `forgetMs`, or the oldest if none is. */
  private forgetOld(now: number): void {
    for (const [address, bucket] of this.byAddress) if (now - bucket.wrongAt >= this.limits.forgetMs) this.byAddress.delete(address);
    if (this.byAddress.size >= this.limits.addresses) {
      const oldest = this.byAddress.keys().next().value;
      if (oldest !== undefined) this.byAddress.delete(oldest);
    }
  }

  /**
   * Milliseconds `address` must wait before its next code is looked at: 0 when it may try now.
   * Asked before every attempt.
   */
  wait(address: string): number {
    const now = this.now();
    const mine = this.byAddress.get(addressKey(address));
    refill(this.all, this.limits.overall, now);
    if (!mine) return 0;
    refill(mine, this.limits.perAddress, now);
    const own = waitFor(mine, this.limits.perAddress);
    if (now - mine.wrongAt >= this.limits.forgetMs) return own;
    return Math.max(own, waitFor(this.all, this.limits.overall));
  }

  /** A wrong code from `address`: one token from its bucket and one from everyone's. */
  wrong(address: string): void {
    const now = this.now();
    const mine = this.bucketOf(addressKey(address), now);
    refill(mine, this.limits.perAddress, now);
    refill(this.all, this.limits.overall, now);
    mine.tokens = Math.max(0, mine.tokens - 1);
    mine.wrongAt = now;
    this.all.tokens = Math.max(0, this.all.tokens - 1);
  }
}

/** What an address is counted as: an IPv4 address itself (also when written as IPv6), an IPv6 address its /64. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
