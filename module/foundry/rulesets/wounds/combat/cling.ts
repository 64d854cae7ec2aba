/**
 * Cling at the table. Seed 004: "Reaction: Cling. Trigger A target you are grappling is about to move out of reach. You
 * can attempt to either prevent the target's movement or move with it. Make a Power check. For every 5 points in the
 * result, you may move 1 yard with the target, or for every 10 points, you may reduce the target's movement by 1 yard.
 * You can mix both effects".
 *
 * The active GM's client sees every move of a fighting token (combat/token-moved.ts). When a Grappling creature's
 * move took it from beside (1 yard, the grapple's reach: decision 105) to farther from another Grappling combatant
 * (the engine's `clingTriggered`), the GM posts a prompted reaction (chat/reaction-prompt/, no attack: `act`) offering
 * each such combatant, able to react now, a Cling. Taking it is its spend, `cling:<messageId>` (2 AP, one reaction per
 * prompt, none at initiative 0), after which the GM rolls the Power check and posts it as a check card saying what it buys: the yards
 * it may move with the target, or the yards of the target's movement it takes back (the engine's `canCling` costs);
 * the GM moves the tokens, as for a Rebuff (decision 107).
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { CLING_MOVE_COST, CLING_REDUCE_COST } from "../../../../engine/rulesets/wounds/actions/grapple.ts";
import { clingTriggered } from "../../../../engine/rulesets/wounds/actions/triggers.ts";
import { combatCheckRequest } from "../../../../engine/rulesets/wounds/dice/combat-checks.ts";
import { takeReaction } from "../../../../engine/rulesets/wounds/economy/reactions.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import { readPair, readPairBefore } from "../../../canvas/situate.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import { rollCheckCard, type CheckFollowUp } from "../../../chat/check-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import { checkCardCritical } from "../checks/critical.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { scoresOf } from "./initiative.ts";

export const CLING = "cling";
const KEY = `${I18N_ROOT}.Wounds.Cling`;
/** The grapple's reach: a grapple is made "against an adjacent target" (1 yard). */
const GRAPPLE_REACH = 1;

const grappling = (actor: Actor.Implementation | null): boolean => actor?.statuses.has("grappling") === true;

function ableToCling(combatant: Combatant.Implementation): boolean {
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  const combat = combatant.combat;
  if (!state || !actor || !combat) return false;
  const request = { reaction: CLING, trigger: `${CLING}:probe`, scores: scoresOf(combat) } as const;
  return takeReaction(actor, state, request, woundsOptions()).ok;
}

/** Was `reactor` grappling the mover from beside it, and is the mover now out of that reach? */
function leftTheGrapple(reactor: TokenDocument.Implementation, moved: TokenDocument.Implementation, origin: TokenAt) {
  const before = readPairBefore("wounds", reactor, moved, origin);
  const after = readPair("wounds", reactor, moved);
  if (!before || !after || before.distance > GRAPPLE_REACH) return false;
  return clingTriggered(grappling(reactor.actor), after.distance, GRAPPLE_REACH);
}

/** GM, when a fighting token moved: a Cling prompt when a Grappling creature left a grappler's reach. */
export async function offerCling(
  mover: Combatant.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  if (!grappling(mover.actor)) return;
  const rule = {
    // Cling is made with the grapple itself: the prompt's one entry names the creature held.
    attacksOf: (_other: Combatant.Implementation, token: TokenDocument.Implementation) =>
      leftTheGrapple(token, moved, origin) ? [{ itemId: moved.id ?? "", name: moved.name }] : [],
    able: ableToCling,
  };
  await offerReaction(mover, { reaction: CLING, label: `${KEY}.label`, line: `${KEY}.breaksAway`, act: true }, rule);
}

/**
 * GM, once a Cling is paid: the Power check, posted as a check card (rolled on the GM's client for the clinging
 * creature's user, so public) with the yards it buys.
 */
export async function cling(combatant: Combatant.Implementation): Promise<void> {
  const actor = woundsEconomyActor(combatant);
  const document = combatant.actor;
  if (!actor || !document) return;
  const followUp = (result: RollResult): Promise<CheckFollowUp> => {
    const points = Math.max(0, result.total);
    const text = game.i18n.format(`${KEY}.checked`, {
      with: String(Math.floor(points / CLING_MOVE_COST)),
      reduce: String(Math.floor(points / CLING_REDUCE_COST)),
    });
    return Promise.resolve({ effects: [text], rolls: [] });
  };
  await rollCheckCard({
    actor: document,
    check: game.i18n.localize(`${KEY}.check`),
    request: combatCheckRequest(actor.creature, { check: "power", label: "Cling" }, woundsOptions()),
    critical: checkCardCritical(true),
    followUp,
    visibility: PUBLIC_ROLL,
  });
}
