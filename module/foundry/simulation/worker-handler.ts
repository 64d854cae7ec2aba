/**
 * The worker's side of the protocol, free of worker globals so that the in-thread fallback and the tests drive the
 * very same code: a `run` plays its job, reporting progress after every chunk; a `cancel` stops the running job
 * at the next chunk, which then answers `done` with the fights played so far (`cancelled` set).
 */
import type { CancelSignal } from "../../engine/sim/odds.ts";
import { playJob } from "./play-job.ts";
import type { FromWorker, ToWorker } from "./protocol.ts";

export function oddsHandler(
  post: (message: FromWorker) => void,
  pause: () => Promise<void>,
): (message: ToWorker) => void {
  let running: { aborted: boolean } = { aborted: false };
  return (message) => {
    if (message.kind === "cancel") {
      running.aborted = true;
      return;
    }
    const signal: CancelSignal & { aborted: boolean } = { aborted: false };
    running = signal;
    playJob(message.job, {
      signal,
      pause,
      onProgress: (p) => {
        post({ kind: "progress", ...p });
      },
    }).then(
      (odds) => {
        post({ kind: "done", odds });
      },
      (error: unknown) => {
        post({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
      },
    );
  };
}
