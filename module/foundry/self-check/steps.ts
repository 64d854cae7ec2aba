import type { RulesetId } from "../../engine/core/ruleset.ts";
import { roomFor } from "../room-lookup.ts";
import type { SkirmishStep } from "./skirmish.ts";
import { attackTicketStep } from "./steps/attack-ticket.ts";
import { checkCardStep } from "./steps/check-card.ts";
import { conditionPagesStep } from "./steps/condition-pages.ts";
import { opposedCardStep } from "./steps/opposed-card.ts";
import { packOwnershipStep } from "./steps/packs.ts";
import { roomLoadedStep } from "./steps/room.ts";
import { simulationStep } from "./steps/simulation.ts";
import { stateGuardStep } from "./steps/state-guard.ts";
import { createActorsStep, createSceneStep, createTokensStep } from "./steps/setup.ts";
import { unlinkedTokensStep } from "./steps/unlinked.ts";
import {
  createCombatStep,
  nextRoundStep,
  rollInitiativeStep,
  rollsInitiative,
  startCombatStep,
} from "./steps/encounter.ts";

/**
 * The skirmish of `ruleset`: the world's packs as players see them, the conditions' rules pages, shared set-up, a check card when the room has a
 * sheet check, an opposed card, the GM's guard on combatant state, the room's encounter steps, a new round, the room's
 * checks after it.
 */
export async function skirmishSteps(ruleset: RulesetId): Promise<readonly SkirmishStep[] | undefined> {
  const room = await roomFor(ruleset)?.loadSelfCheck();
  if (!room) return undefined;
  return [
    roomLoadedStep,
    packOwnershipStep,
    conditionPagesStep,
    createActorsStep(room),
    ...(room.sheetCheck ? [checkCardStep(room.sheetCheck)] : []),
    opposedCardStep,
    createSceneStep,
    createTokensStep,
    createCombatStep,
    ...(rollsInitiative({ ruleset }) ? [rollInitiativeStep] : []),
    startCombatStep,
    stateGuardStep,
    ...room.encounter,
    attackTicketStep,
    nextRoundStep,
    ...room.afterRound,
    ...(roomFor(ruleset)?.simulation ? [simulationStep] : []),
    unlinkedTokensStep,
  ];
}
