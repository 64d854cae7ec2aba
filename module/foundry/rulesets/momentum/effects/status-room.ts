import type { MomentumConditionId } from "../../../../engine/rulesets/momentum/conditions.ts";
import type { StatusRoom } from "../../../effects/status-room.ts";
import { MOMENTUM_CONDITION_PAGES } from "./condition-pages.ts";
import { DEAD } from "./stored-statuses.ts";

/**
 * `momentum` conditions as Foundry status effects: core icons, Dead as the tracker's "defeated" status (stored: the
 * creature's dead flag) and Blinded as core's BLIND (token vision follows it). Hidden is per observer ("hidden from
 * them"), so it plays no core role: core's INVISIBLE would hide the token from everyone.
 */
export const MOMENTUM_STATUS_ROOM: StatusRoom = {
  rulesJournal: MOMENTUM_CONDITION_PAGES.rulesJournal,
  icons: {
    bleeding: "icons/skills/wounds/blood-drip-droplet-red.webp",
    prone: "icons/magic/control/silhouette-fall-slip-prone.webp",
    restrained: "icons/magic/control/debuff-chains-ropes-net-red-orange.webp",
    stunned: "icons/magic/control/hypnosis-mesmerism-swirl.webp",
    blinded: "icons/creatures/eyes/humanoid-single-blind.webp",
    grabbed: "icons/skills/melee/hand-grip-staff-blue.webp",
    frightened: "icons/magic/control/fear-fright-mask-orange.webp",
    corroded: "icons/magic/acid/dissolve-drip-droplet-smoke.webp",
    chilled: "icons/magic/water/snowflake-ice-blue.webp",
    burning: "icons/magic/fire/flame-burning-earth-orange.webp",
    poisoned: "icons/consumables/potions/potion-bottle-skull-label-poison-teal.webp",
    shocked: "icons/magic/lightning/bolt-blue.webp",
    defending: "icons/skills/melee/shield-block-gray-orange.webp",
    takingCover: "icons/environment/settlement/city-wall.webp",
    hidden: "icons/magic/perception/shadow-stealth-eyes-purple.webp",
    climbing: "icons/sundries/survival/climbing-anchor-steel-grey.webp",
    commanding: "icons/equipment/head/crown-feather-brown.webp",
    surprised: "icons/magic/control/fear-fright-mask-yellow.webp",
    actingFirst: "icons/magic/control/buff-flight-wings-blue.webp",
    actingLast: "icons/magic/control/debuff-energy-hold-teal-blue.webp",
    downed: "icons/magic/life/heart-broken-red.webp",
    dead: "icons/magic/death/skull-humanoid-white-blue.webp",
  } satisfies Record<MomentumConditionId, string>,
  special: { DEFEATED: "dead", BLIND: "blinded" },
  stored: { dead: DEAD },
};
