/**
 * The `bonus` combat economy room: turns in initiative order, actions per turn, reactions off-turn and once per
 * trigger, the recovery phase at each round's end. Every rule is the engine's (economy/*); this maps documents.
 */
import { initiativeRequest } from "../../../../engine/rulesets/bonus/dice/initiative.ts";
import { bonusInitiativeEntry } from "../../../../engine/rulesets/bonus/economy/initiative.ts";
import { conditionsInForce } from "../../../../engine/rulesets/bonus/economy/status.ts";
import type { CombatEconomyRoom } from "../../../combat/room.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { applyBonusBoundary } from "./boundary.ts";
import { actBonus, BONUS_CONTROLS } from "./controls.ts";
import { bonusEconomy } from "./economy.ts";
import { bonusConditionGained } from "./knocked-down.ts";
import { adjustBonusPool, checkBonusReaction, OFF_HAND_OPTION, recordBonusReaction, spendBonus } from "./spend.ts";
import { bonusCombatantData, bonusEconomyActor } from "./state.ts";
import { bonusActorView } from "../documents.ts";
import { bonusDiceFor } from "../bonus-dice.ts";
import { initiativeAdjustments } from "./initiative-situation.ts";

export const BONUS_COMBAT_ECONOMY: CombatEconomyRoom = {
  // Actions are set at the combatant's own turn start; nothing is owed before it.
  joinData: () => ({}),

  economy: bonusEconomy,

  applyBoundary: applyBonusBoundary,
  // The Off-hand attack: its 8 Vigor, the Attack action it is part of paid already (spend.ts).
  spendOptions: [OFF_HAND_OPTION],
  spend: spendBonus,
  adjustPool: adjustBonusPool,

  /**
   * "When combat begins, all participants who wish to act roll their action dice. Talents or skills might add bonus
   * dice": the action die, the dice of every skill and talent marked for initiative, and Over Watch's "+1 bonus dice
   * to initiative" when the GM marked it (from the expected vector; from another vector the GM marks the creature
   * Ambushed instead). Wounded shrinks the bonus dice as on every action roll; the situation the GM marked on the
   * row steps them up or down.
   */
  initiativeRoll(combatant) {
    const data = bonusCombatantData(combatant);
    const actor = bonusEconomyActor(combatant, 1);
    const view = combatant.actor ? bonusActorView(combatant.actor) : undefined;
    // A combatant without a `bonus` creature (a bare token) rolls the action die alone.
    const request = initiativeRequest({
      dice: view ? bonusDiceFor(view.dice, "initiative") : [],
      wounded: actor ? conditionsInForce(actor).has("wounded") : false,
      // The situation the GM marked on the row ("as might situational modifiers").
      ...initiativeAdjustments(data?.initiativeSituation ?? "none"),
      ...(data?.role === "overWatch" ? { overWatch: "expected" as const } : {}),
    });
    return FrayRoll.fromRequest(request);
  },

  /**
   * Ties (seed silent, docs/rules/bonus.md): "the higher Speed score acts first; if Speed ties too, the combatant
   * that joined the encounter first". The engine's entry carries Speed as its tie key; joining order is the order
   * the shared layer gives the entries in.
   */
  initiativeEntry(combatant, total) {
    const speed = bonusEconomyActor(combatant, 1)?.creature.speed ?? 0;
    return bonusInitiativeEntry({ id: combatant.id ?? "", total, speed });
  },

  checkReaction: checkBonusReaction,
  recordReaction: recordBonusReaction,
  // The token HUD's Prone is the knock-down: "This event negates the character's action if it happens on their turn".
  conditionGained: bonusConditionGained,
  // Turns end the round in `bonus`: there is nothing to prompt.
  everyoneDone: () => false,

  controls: BONUS_CONTROLS,
  act: actBonus,
};
