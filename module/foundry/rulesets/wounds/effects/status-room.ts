import type { WoundsConditionId } from "../../../../engine/rulesets/wounds/conditions.ts";
import type { StatusRoom } from "../../../effects/status-room.ts";
import { WOUNDS_CONDITION_PAGES } from "./condition-pages.ts";
import { WOUNDS_STORED_STATUSES } from "./stored-statuses.ts";

/**
 * `wounds` conditions as Foundry status effects: core icons, and Dead as the tracker's "defeated" status (an NPC "die[s]
 * immediately when they receive a fatal wound"). The catalog has no blindness, so core's BLIND keeps its own id.
 */
export const WOUNDS_STATUS_ROOM: StatusRoom = {
  rulesJournal: WOUNDS_CONDITION_PAGES.rulesJournal,
  icons: {
    lightlyWounded: "icons/skills/melee/strike-sword-slashing-red.webp",
    moderatelyWounded: "icons/skills/wounds/blood-drip-droplet-red.webp",
    severelyWounded: "icons/skills/wounds/injury-pain-body-orange.webp",
    criticallyWounded: "icons/skills/wounds/blood-spurt-spray-red.webp",
    fatallyWounded: "icons/magic/life/heart-broken-red.webp",
    exhausted: "icons/sundries/survival/bedroll-grey.webp",
    staggered: "icons/magic/control/hypnosis-mesmerism-swirl.webp",
    dying: "icons/magic/unholy/hand-marked-pink.webp",
    unconscious: "icons/magic/control/sleep-bubble-purple.webp",
    helpless: "icons/magic/control/debuff-energy-hold-teal-blue.webp",
    dead: "icons/magic/death/skull-humanoid-white-blue.webp",
    immobile: "icons/magic/control/debuff-chains-orb-movement-blue.webp",
    pinned: "icons/sundries/survival/cuffs-shackles-steel.webp",
    grappling: "icons/sundries/survival/rope-wrapped-brown.webp",
    prone: "icons/magic/control/silhouette-fall-slip-prone.webp",
    crouching: "icons/magic/perception/silhouette-stealth-shadow.webp",
    surprised: "icons/magic/control/fear-fright-mask-yellow.webp",
    defending: "icons/skills/melee/shield-block-gray-orange.webp",
    readied: "icons/skills/targeting/crosshair-bars-yellow.webp",
    harried: "icons/skills/melee/shield-damaged-broken-orange.webp",
    distracted: "icons/magic/perception/eye-ringed-green.webp",
    sharingSpace: "icons/environment/people/infantry.webp",
    outOfControl: "icons/skills/movement/figure-running-gray.webp",
    hobbled: "icons/magic/control/debuff-chains-ropes-red.webp",
    bleeding: "icons/skills/wounds/injury-eyes-blood-red.webp",
    burning: "icons/magic/fire/flame-burning-embers-yellow.webp",
    poisoned: "icons/skills/toxins/symbol-poison-drop-skull-green.webp",
    climbing: "icons/sundries/survival/climbing-anchor-steel-grey.webp",
    swimming: "icons/creatures/fish/fish-shark-swimming.webp",
    underwater: "icons/magic/water/bubbles-air-water-blue.webp",
  } satisfies Record<WoundsConditionId, string>,
  special: { DEFEATED: "dead" },
  // The statuses the engine derives from the creature's numbers and flags are that data (stored-statuses.ts).
  stored: WOUNDS_STORED_STATUSES,
};
