/**
 * A room shell whose play part arrives when the test says so: a stand-in for a chunk still on the network, built from
 * the registered `bonus` room so everything the shared layer reads of it is real.
 */
import type { FoundryRoom, RoomPlay, RoomShell } from "../../../module/foundry/room.ts";
import { loadedRoom } from "../../support/rooms.ts";

export interface DeferredRoom {
  readonly shell: RoomShell;
  /** How many times the shell was asked for its play part. */
  readonly loads: () => number;
  /** Delivers the play part (the chunk arrived). */
  readonly arrive: () => void;
  /** Fails the load (the chunk could not be fetched). */
  readonly fail: (error: Error) => void;
}

export function deferredBonusRoom(): DeferredRoom {
  const room: FoundryRoom = loadedRoom("bonus");
  let loads = 0;
  let arrive: (play: RoomPlay) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const play = new Promise<RoomPlay>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  const shell: RoomShell = {
    ...room,
    loadPlay: () => {
      loads += 1;
      return play;
    },
  };
  return {
    shell,
    loads: () => loads,
    arrive: () => {
      arrive(room);
    },
    fail: (error) => {
      fail(error);
    },
  };
}

/** Lets every promise already settled run its continuations (core awaits none of the hooks' work). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
