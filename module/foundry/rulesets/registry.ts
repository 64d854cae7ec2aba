/**
 * The Foundry rooms (ARCHITECTURE.md decision 12): the only file outside the rooms that lists rulesets. A ruleset
 * with no room here gets the generic base models and nothing else. Each entry is a room's shell (room.ts), whose
 * `loadPlay` brings in the rest. Adding a room: its folders and one line in `ROOMS` (and its scene flags type in `RoomSceneFlags`, if its scene sheet fields store any). Shared code reads the
 * rooms through room-lookup.ts, where `init` installs them (`registerRooms`).
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import type { RoomShell } from "../room.ts";
import { BONUS_SHELL, type BonusSceneFlags } from "./bonus/index.ts";
import { CONTEST_SHELL } from "./contest/index.ts";
import { ENERGY_SHELL } from "./energy/index.ts";
import { MOMENTUM_SHELL } from "./momentum/index.ts";
import { WOUNDS_SHELL } from "./wounds/index.ts";

// No `satisfies` here: checking the shells against `RoomShell` while fvtt-config.d.ts reads `Rooms` would make the
// document configuration depend on itself. `FOUNDRY_ROOMS` below makes the same check.
const ROOMS = {
  bonus: BONUS_SHELL,
  energy: ENERGY_SHELL,
  momentum: MOMENTUM_SHELL,
  contest: CONTEST_SHELL,
  wounds: WOUNDS_SHELL,
} as const;

/** Each room's exact descriptor type, for the type-level registration in fvtt-config.d.ts. */
export type Rooms = typeof ROOMS;

/** `flags.fray` of a Scene: what the rooms' scene fields store (types cannot ride on the descriptor values). */
export type RoomSceneFlags = BonusSceneFlags;

export const FOUNDRY_ROOMS: Partial<Record<RulesetId, RoomShell>> = ROOMS;
