import { registerRuleVariants } from "../config/rule-variants.ts";
import { addIndexFields } from "../data/index-fields.ts";
import { activeRulesetId } from "../config/settings.ts";
import { allShells, installRooms, loadRoom } from "../room-lookup.ts";
import { FOUNDRY_ROOMS } from "./registry.ts";

/**
 * `init`, first after the ruleset setting: installs the registry's room shells for the shared layer, registers what
 * every room declares for the whole world (its rule-variant settings and compendium index fields), and starts
 * loading the play part of the world's own room, which the rest of Foundry's start-up does not wait for.
 */
export function registerRooms(): void {
  installRooms(FOUNDRY_ROOMS);
  for (const room of allShells()) {
    registerRuleVariants(room.id, room.ruleVariants);
    addIndexFields(room.indexFields);
  }
  void loadRoom(activeRulesetId());
}
