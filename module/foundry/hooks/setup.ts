import { getRulesetMeta } from "../../engine/meta-registry.ts";
import { activeRulesetId } from "../config/settings.ts";
import { SYSTEM_ID } from "../constants.ts";
import { settleRoomAtSetup } from "./room-arrival.ts";

/** `setup`: settings are readable now; record which ruleset this world plays, and settle its room (room-arrival.ts). */
export function onSetup(): void {
  const ruleset = getRulesetMeta(activeRulesetId());
  console.info(`${SYSTEM_ID} | playing ruleset "${ruleset.id}" (${ruleset.title})`);
  settleRoomAtSetup();
}
