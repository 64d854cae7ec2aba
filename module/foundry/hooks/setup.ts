import { getRuleset } from "../../engine/registry.ts";
import { activeRulesetId } from "../config/settings.ts";
import { SYSTEM_ID } from "../constants.ts";

/** `setup`: settings are readable now; record which ruleset this world plays for later hooks and macros. */
export function onSetup(): void {
  const ruleset = getRuleset(activeRulesetId());
  console.info(`${SYSTEM_ID} | playing ruleset "${ruleset.id}" (${ruleset.title})`);
}
