/**
 * The encounter-odds worker (bundled by Vite as its own file beside fray.mjs): plays a job's fights off the main
 * thread so the canvas stays smooth. A zero timeout between chunks lets a `cancel` message in.
 */
import { oddsHandler } from "./worker-handler.ts";
import type { ToWorker } from "./protocol.ts";

const handle = oddsHandler(
  (message) => {
    postMessage(message);
  },
  () => new Promise((resolve) => setTimeout(resolve, 0)),
);

addEventListener("message", (event: MessageEvent<ToWorker>) => {
  handle(event.data);
});
