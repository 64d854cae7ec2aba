import { getRulesetMeta } from "../../engine/meta-registry.ts";
import { activeRulesetId } from "../config/settings.ts";
import { SYSTEM_ID } from "../constants.ts";
import { settleRoomAtSetup } from "./room-arrival.ts";

/**
 * `setup`: settings are readable now; record which ruleset this world plays, set the length of its combat round, and
 * settle its room (room-arrival.ts).
 */
export function onSetup(): void {
  const ruleset = getRulesetMeta(activeRulesetId());
  console.info(`${SYSTEM_ID} | playing ruleset "${ruleset.id}" (${ruleset.title})`);
  // "The number of seconds which automatically elapse at the end of a Combat round" (v13 API, `CONFIG.time`): the
  // world clock moves by the ruleset's round, not core's 6 seconds.
  CONFIG.time.roundTime = ruleset.roundSeconds;
  settleRoomAtSetup();
}
