import type { ContestConditionId } from "../../../../engine/rulesets/contest/conditions.ts";
import type { StatusRoom } from "../../../effects/status-room.ts";
import { CONTEST_CONDITION_PAGES } from "./condition-pages.ts";

/**
 * `contest` conditions as Foundry status effects: core icons, and Unconscious as the tracker's "defeated" status
 * ("Your Health Pool determines how many points of damage you can take before being knocked unconscious"; the
 * excerpt has no death). Every status is an effect only: the engine reads the actor's statuses as its conditions
 * (sources.ts `toContestActor`), so Prone's and Dazed's banes, Braced's boon and Grappled's "prohibiting them from
 * moving" come from the token HUD's toggles as from the card's maneuvers.
 */
export const CONTEST_STATUS_ROOM: StatusRoom = {
  rulesJournal: CONTEST_CONDITION_PAGES.rulesJournal,
  icons: {
    surprised: "icons/magic/control/fear-fright-mask-yellow.webp",
    unconscious: "icons/magic/control/sleep-bubble-purple.webp",
    incapacitated: "icons/magic/control/debuff-energy-hold-teal-blue.webp",
    prone: "icons/magic/control/silhouette-fall-slip-prone.webp",
    dazed: "icons/magic/control/hypnosis-mesmerism-swirl.webp",
    grappled: "icons/sundries/survival/rope-wrapped-brown.webp",
    disengaged: "icons/skills/movement/figure-running-gray.webp",
    braced: "icons/skills/melee/shield-block-gray-orange.webp",
  } satisfies Record<ContestConditionId, string>,
  special: { DEFEATED: "unconscious" },
};
