/**
 * The `wounds` combat economy room: turns in descending initiative that re-sort at once, ties drawn again each round,
 * AP gained at the round start and at the end of each own turn and carried over up to the maximum, acts paid across
 * turns, movement bought with AP, surprise. Every rule is the engine's (economy/*, turns/*); this maps documents.
 */
import type { CombatEconomyRoom } from "../../../combat/room.ts";
import { applyWoundsBoundary } from "./boundary.ts";
import { actWounds, WOUNDS_CONTROLS } from "./controls.ts";
import { woundsEconomy } from "./economy.ts";
import { drawTieKeys, woundsInitiativeEntry, woundsInitiativeRoll } from "./initiative.ts";
import { adjustWoundsPool } from "./adjust.ts";
import { checkWoundsReaction, recordWoundsReaction } from "./reactions.ts";
import { offerCling } from "./cling.ts";
import { offerHarry } from "./harry.ts";
import { offerRebuff } from "./rebuff.ts";
import { spendWounds, UNDERWATER_SPEND } from "./spend.ts";
import { leaveSharedSpaces } from "../canvas/shared-space.ts";
import { payTokenMove, woundsTokenMoving } from "./token-move.ts";
import { carryRider, riderMove } from "../mounted/carry.ts";
import { carryDragged } from "./drag-carry.ts";
import { controlOnMove } from "../mounted/control-check.ts";
import { isBeingPushed, wasPushed } from "../../../canvas/push.ts";
import { MOUNTED_TURNS } from "../mounted/shared-turn.ts";

export const WOUNDS_COMBAT_ECONOMY: CombatEconomyRoom = {
  // A newcomer starts with no AP: "You gain AP twice per round, once at the start of the round, and once at the end
  // of your turn" (docs/rules/wounds.md decision 78).
  // The model's defaults are the engine's fresh combatant (`newWoundsCombatant`).
  joinData: () => ({}),

  economy: woundsEconomy,

  applyBoundary: applyWoundsBoundary,
  // "When you make a melee attack [underwater], you must pay an extra 2 AP" (decision 153).
  spendOptions: [UNDERWATER_SPEND],
  spend: spendWounds,
  adjustPool: adjustWoundsPool,

  initiativeRoll: woundsInitiativeRoll,
  initiativeEntry: woundsInitiativeEntry,
  // "In case of a tie, the order is determined randomly each round": new keys before each round's order is taken.
  prepareRound: (combat) => drawTieKeys(combat),
  // "you and your mount share a single turn, using the worse of your two initiative scores" (decision 200).
  turnGroups: MOUNTED_TURNS,

  checkReaction: (combatant, trigger) => checkWoundsReaction(combatant, trigger),
  recordReaction: recordWoundsReaction,
  // "Just like actions, movement requires spending AP": a walk is refused past the movement pool, and paid from it,
  // over the ground its waypoints cross (decision 236); a rider is carried by its mount and never walks
  // (mounted/carry.ts, decision 201).
  tokenMoving: (combatant, from, to, path) => {
    // A token the rules set down (a rider climbing off, mounted/step-off.ts) is placed, not walked.
    if (combatant.token && isBeingPushed(combatant.token, to)) return undefined;
    const riding = riderMove(combatant, to);
    return riding === undefined ? woundsTokenMoving(combatant, from, to, path) : (riding ?? undefined);
  },
  // The walk is paid, a walk out of a shared space ends Sharing a Space, a mount carries its rider and a won Drag the
  // grapple; "A creature you can see attempts to approach closer than your weapon's optimal reach": Rebuff is offered;
  // "A target you are grappling is about to move out of reach": Cling is.
  async tokenMoved(combatant, token, origin, path) {
    const placed = wasPushed(token);
    if (!placed && riderMove(combatant, token) === undefined) await payTokenMove(combatant, token, origin, path);
    await leaveSharedSpaces(token, origin);
    await carryRider(combatant, token, origin);
    // A creature the rules set down (dragged along, a rider climbing off) attempts no move: it provokes nothing
    // (decision 225). A won Drag's walk carries the grapple (drag-carry.ts).
    if (placed) return;
    await carryDragged(combatant, token, origin);
    await offerRebuff(combatant, token, origin);
    await offerCling(combatant, token, origin);
    // An untrained mount's rider who "come[s] into reach of an enemy's melee weapon" rolls to keep control.
    await controlOnMove(combatant, token, origin);
  },
  // "A creature within reach of your melee weapon attempts to make a ranged weapon attack": Harry is offered.
  attackPosted: offerHarry,
  // Turns end the round in `wounds`: there is nothing to prompt.
  everyoneDone: () => false,

  controls: WOUNDS_CONTROLS,
  act: actWounds,
};
