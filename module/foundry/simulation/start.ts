/**
 * Starts a job from the main thread: in a Web Worker when the host has them (every browser Foundry supports),
 * else on this thread through the same handler and protocol (the fake runtime of the tests has no workers). The
 * handler plays jobs with every ruleset's engine simulation, so this thread imports it only when it needs it: the
 * main bundle does not carry the simulations.
 */
import type { EncounterOdds, OddsProgress } from "../../engine/sim/odds.ts";
import type { FromWorker, OddsJob, ToWorker } from "./protocol.ts";

/** Either end of the protocol as the main thread sees it. */
export interface OddsChannel {
  send(message: ToWorker): void;
  listen(on: (message: FromWorker) => void): void;
  close(): void;
}

export interface OddsRunning {
  readonly result: Promise<EncounterOdds>;
  cancel(): void;
}

function workerChannel(): OddsChannel {
  const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  return {
    send: (message) => {
      worker.postMessage(message);
    },
    listen(on) {
      worker.addEventListener("message", (event: MessageEvent<FromWorker>) => {
        on(event.data);
      });
      worker.addEventListener("error", (event) => {
        on({ kind: "failed", message: event.message });
      });
    },
    close: () => {
      worker.terminate();
    },
  };
}

/** The handler on this thread; messages are delivered a macrotask later, as a worker's would be. */
export function inThreadChannel(): OddsChannel {
  let listener: (message: FromWorker) => void = () => undefined;
  // Messages sent before the handler has loaded wait for it, in order (each `then` runs after the earlier ones).
  const handler = import("./worker-handler.ts").then(({ oddsHandler }) =>
    oddsHandler(
      (message) => {
        setTimeout(() => {
          listener(message);
        }, 0);
      },
      () => new Promise((resolve) => setTimeout(resolve, 0)),
    ),
  );
  return {
    send: (message) => {
      void handler.then((handle) => {
        handle(message);
      });
    },
    listen(on) {
      listener = on;
    },
    close: () => undefined,
  };
}

export function defaultChannel(): OddsChannel {
  return typeof Worker === "function" ? workerChannel() : inThreadChannel();
}

export function startOddsJob(
  job: OddsJob,
  onProgress: (progress: OddsProgress) => void,
  channel: OddsChannel = defaultChannel(),
): OddsRunning {
  const result = new Promise<EncounterOdds>((resolve, reject) => {
    channel.listen((message) => {
      if (message.kind === "progress") {
        onProgress(message);
        return;
      }
      channel.close();
      if (message.kind === "done") resolve(message.odds);
      else reject(new Error(message.message));
    });
  });
  channel.send({ kind: "run", job });
  return {
    result,
    cancel: () => {
      channel.send({ kind: "cancel" });
    },
  };
}
