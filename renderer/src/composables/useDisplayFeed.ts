import { onBeforeUnmount, onMounted, ref, shallowRef } from 'vue';
import type { Ref, ShallowRef } from 'vue';
import { API_ERROR_CODES } from '../../../api/contract.ts';
import type { ApiError, ApiResult, DisplayState } from '../../../api/contract.ts';
import { coalescedReads } from '../display/reads.ts';

/**
 * The room's display kept up to date (issue 24, "The display for the room"): its state read once,
 * then again each time the live stream says something changed (folded together: display/reads.ts),
 * never polled. Both displays use it: the room's page (the display's credential, the room's
 * stream) and the organizer's window (the organizer's stream); each says how it reads and follows.
 *
 * The room's stream can end (`ended {reason}`, or refused when it opens): a new display code made
 * or the device cut off end it for good (the page says so and how to join again); the room turned
 * off only for now, so the page asks again every RETRY_MS and follows once more when it is back on.
 */

/** At most this often a read: a few a second, enough for eyes at the back of the room. */
const READ_GAP_MS = 300;
/** While the room is off: how often the display asks whether it is back on. */
const RETRY_MS = 5000;

/** The reasons the room gives for ending a display's stream that no waiting mends. */
const FOR_GOOD: ReadonlySet<string> = new Set([API_ERROR_CODES.roomEnded, API_ERROR_CODES.roomDisconnected, API_ERROR_CODES.roomNoCredential]);

export interface FollowHandlers {
  /** Something the display shows may have changed (and the stream opened or opened again). */
  changed(): void;
  /** The stream ended for `reason` (an error code: room/ended, room/off, room/disconnected). */
  ended(reason: string): void;
  /** The stream was lost (the network) and is being opened again, or is open again. */
  connected(open: boolean): void;
  /** The stream could not open at all (refused): read to learn why, and follow again a little later. */
  closed(): void;
}

export interface DisplayFeed {
  readonly state: ShallowRef<DisplayState | null>;
  /** When the state was answered, by this screen's clock (the clock's offset is taken from it). */
  readonly receivedAt: Ref<number>;
  /** The last read's refusal, when it failed for another reason than the room's. */
  readonly problem: ShallowRef<ApiError | null>;
  /** Why the room ended this display's stream (a code), or null while it follows. */
  readonly ended: Ref<string | null>;
  /** The live stream is open (false while the network is lost and it is opened again). */
  readonly connected: Ref<boolean>;
}

export function useDisplayFeed(read: () => Promise<ApiResult<DisplayState>>, follow: (handlers: FollowHandlers) => () => void): DisplayFeed {
  const state = shallowRef<DisplayState | null>(null);
  const receivedAt = ref(0);
  const problem = shallowRef<ApiError | null>(null);
  const ended = ref<string | null>(null);
  const connected = ref(true);
  let unfollow: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const stopFollowing = () => {
    unfollow?.();
    unfollow = null;
  };

  const startFollowing = () => {
    if (unfollow !== null || closed) return;
    unfollow = follow({
      changed: () => reads.ask(),
      ended: (reason) => end(reason),
      connected: (open) => (connected.value = open),
      closed: () => {
        stopFollowing();
        connected.value = false;
        reads.ask();
        retryLater();
      },
    });
  };

  /**
   * A read, and following again, in RETRY_MS: not at once, so that a stream refused while the
   * reads are answered (a proxy in the way) is not opened again several times a second.
   */
  function retryLater(): void {
    if (retry !== null || closed) return;
    retry = setTimeout(() => {
      retry = null;
      reads.ask();
    }, RETRY_MS);
  }

  function end(reason: string): void {
    ended.value = reason;
    stopFollowing();
    if (!FOR_GOOD.has(reason)) retryLater();
  }

  const reads = coalescedReads(async () => {
    const answer = await read();
    if (closed) return;
    if (answer.ok) {
      state.value = answer.value;
      receivedAt.value = Date.now();
      problem.value = null;
      // The room is on again (or the stream's refusal was passing): follow once more, when the
      // retry that was waiting comes (it reads once more, then follows).
      ended.value = null;
      if (retry === null) {
        connected.value = true;
        startFollowing();
      }
      return;
    }
    const code = answer.error.code;
    if (code.startsWith('room/')) end(code);
    else problem.value = answer.error;
  }, READ_GAP_MS);

  onMounted(() => {
    startFollowing();
    reads.ask();
  });
  onBeforeUnmount(() => {
    closed = true;
    reads.stop();
    stopFollowing();
    if (retry !== null) clearTimeout(retry);
  });

  return { state, receivedAt, problem, ended, connected };
}
