import type { EnergyConditionId } from "../../../../engine/rulesets/energy/conditions.ts";
import type { StatusRoom } from "../../../effects/status-room.ts";
import { ENERGY_CONDITION_PAGES } from "./condition-pages.ts";
import { BLEEDING_OUT, UNCONSCIOUS } from "./stored-statuses.ts";

/**
 * `energy` conditions as Foundry status effects: core icons, Dead as the tracker's "defeated" status and Blinded as
 * core's BLIND (token vision follows it).
 */
export const ENERGY_STATUS_ROOM: StatusRoom = {
  rulesJournal: ENERGY_CONDITION_PAGES.rulesJournal,
  icons: {
    exposed: "icons/skills/melee/shield-damaged-broken-orange.webp",
    shaken: "icons/magic/control/fear-fright-white.webp",
    exhausted: "icons/skills/wounds/injury-pain-body-orange.webp",
    dazed: "icons/magic/control/hypnosis-mesmerism-swirl.webp",
    blinded: "icons/skills/wounds/injury-eyes-blood-red.webp",
    slowed: "icons/magic/control/debuff-chains-orb-movement-blue.webp",
    prone: "icons/magic/control/silhouette-fall-slip-prone.webp",
    surprised: "icons/magic/control/fear-fright-mask-yellow.webp",
    unguarded: "icons/skills/melee/shield-damaged-broken-blue.webp",
    restrained: "icons/magic/control/debuff-chains-ropes-red.webp",
    fullyRestrained: "icons/magic/control/debuff-chains-ropes-net-red-orange.webp",
    restraining: "icons/sundries/survival/rope-wrapped-red.webp",
    unconscious: "icons/magic/control/sleep-bubble-purple.webp",
    defending: "icons/skills/melee/shield-block-gray-orange.webp",
    kneeling: "icons/skills/movement/arrow-upward-yellow.webp",
    bleedingOut: "icons/skills/wounds/blood-spurt-spray-red.webp",
    dead: "icons/magic/death/skull-humanoid-white-blue.webp",
  } satisfies Record<EnergyConditionId, string>,
  special: { DEFEATED: "dead", BLIND: "blinded" },
  // The token HUD's Bleeding Out and Unconscious are the stored state the rules read (effects/stored-statuses.ts).
  stored: { bleedingOut: BLEEDING_OUT, unconscious: UNCONSCIOUS },
};
