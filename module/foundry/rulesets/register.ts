import { registerRuleVariants } from "../config/rule-variants.ts";
import { addIndexFields } from "../data/index-fields.ts";
import { allRooms, installRooms } from "../room-lookup.ts";
import { FOUNDRY_ROOMS } from "./registry.ts";

/**
 * `init`, first after the ruleset setting: installs the registry's rooms for the shared layer, then registers what
 * every room declares for the whole world: its rule-variant settings and compendium index fields.
 */
export function registerRooms(): void {
  installRooms(FOUNDRY_ROOMS);
  for (const room of allRooms()) {
    registerRuleVariants(room.id, room.ruleVariants);
    addIndexFields(room.indexFields);
  }
}
