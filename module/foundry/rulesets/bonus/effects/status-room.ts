import type { BonusConditionId } from "../../../../engine/rulesets/bonus/conditions.ts";
import type { StatusRoom } from "../../../effects/status-room.ts";
import { BONUS_CONDITION_PAGES } from "./condition-pages.ts";
import { STABILIZED } from "./stored-statuses.ts";

/** `bonus` conditions as Foundry status effects: core icons, and Dead as the tracker's "defeated" status. */
export const BONUS_STATUS_ROOM: StatusRoom = {
  rulesJournal: BONUS_CONDITION_PAGES.rulesJournal,
  icons: {
    wounded: "icons/skills/wounds/blood-drip-droplet-red.webp",
    winded: "icons/skills/wounds/injury-pain-body-orange.webp",
    prone: "icons/magic/control/silhouette-fall-slip-prone.webp",
    shock: "icons/magic/life/heart-broken-red.webp",
    stabilized: "icons/magic/life/heart-cross-green.webp",
    unconscious: "icons/magic/control/sleep-bubble-purple.webp",
    incapacitated: "icons/magic/control/debuff-energy-hold-teal-blue.webp",
    bound: "icons/sundries/survival/rope-wrapped-brown.webp",
    pinned: "icons/magic/control/debuff-chains-shackles-movement-blue.webp",
    dead: "icons/magic/death/skull-humanoid-white-blue.webp",
    ambushed: "icons/magic/perception/shadow-stealth-eyes-purple.webp",
    ambusher: "icons/magic/perception/silhouette-stealth-shadow.webp",
    overWatch: "icons/magic/perception/eye-ringed-green.webp",
    defending: "icons/skills/melee/shield-block-gray-orange.webp",
    readied: "icons/skills/targeting/crosshair-bars-yellow.webp",
  } satisfies Record<BonusConditionId, string>,
  // The seed has no blindness or invisibility condition; only death maps to a core role.
  special: { DEFEATED: "dead" },
  // The token HUD's Stabilized is the stored state the Shock countdown reads (effects/stored-statuses.ts).
  stored: { stabilized: STABILIZED },
};
