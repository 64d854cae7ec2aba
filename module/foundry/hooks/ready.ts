import { registerSchemaStamp } from "../migrations/stamp.ts";
import { migrateWorldIfBehind } from "../migrations/if-behind.ts";
import { showWorldRulesetPacks } from "../packs/world-packs.ts";
import { settleRoomAtReady } from "./room-arrival.ts";

/**
 * `ready`: the world is loaded; documents created from now on are stamped with the current schema, the active GM
 * brings the stored ones up to it (never blocking) and shows players the world's ruleset's packs only
 * (packs/world-packs.ts), and a room that arrived late is settled (room-arrival.ts).
 */
export function onReady(): void {
  registerSchemaStamp();
  void migrateWorldIfBehind();
  void showWorldRulesetPacks();
  void settleRoomAtReady();
}
