import { isActive } from "../../../core/conditions/state.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import { POSTURES, type Posture } from "../tables/attack-modifiers.ts";
import type { InitiativeScores } from "../turns/initiative.ts";
import { actionSpec, WOUNDS_ACTION_IDS, type WoundsActionId } from "./actions.ts";
import { apCost, type CostModifier } from "./costs.ts";
import { applyCompletion } from "./effects.ts";
import { refuse, type WoundsOutcome } from "./refusal.ts";
import { takeReaction, type ReactionResult } from "./reactions.ts";

/**
 * Taking a readied action (seed 004, Ready an Action): "Choose an action. Until you take an action or reaction, you
 * can take the chosen action as a reaction in response to any event." It is the `readied` reaction at the chosen
 * action's own cost (decision 39): no higher initiative asked and no −2 ("Taking a reaction has no effect on your
 * initiative"), refused at initiative 0, one per trigger, Readied used up, and the action takes effect at once as a
 * reaction does (Defend's stance, a first Dash). The choice made when readying is kept on the combatant
 * (`WoundsCombatantState.readied`, decision 211): only that action is taken. An attack is chosen with the weapon it is
 * made with, and its roll is its card's (decision 212); Change Posture with the posture it changes to (decision 230).
 */
export interface ReadiedChoice {
  readonly action: WoundsActionId;
  /** The weapon an attack is made with, the spell a Cast a Spell casts (an id the adapter reads); else absent. */
  readonly item?: string;
  /** The posture Change Posture changes to ("between standing, crouching, or prone"); absent for any other action. */
  readonly posture?: Posture;
}

const CHANGE_POSTURE: WoundsActionId = "changePosture";

export interface ReadiedRequest extends ReadiedChoice {
  readonly trigger: string;
  readonly scores: InitiativeScores;
  readonly round: number;
  /** What changes the chosen action's cost (an attack's extra 2 AP underwater). */
  readonly costModifiers?: readonly CostModifier[];
  /** The chosen action's own AP when its block names them (a spell's: decision 230). */
  readonly baseCost?: number;
}

/** The choice as the combatant keeps it: `defend`, `standardAttack:<item>`, `changePosture:prone`. */
export function readiedKey(choice: ReadiedChoice): string {
  const detail = choice.item ?? choice.posture;
  return detail === undefined ? choice.action : `${choice.action}:${detail}`;
}

/** The choice `readiedKey` wrote, when it names an action that can be readied. */
export function readiedChoiceOf(key: string): ReadiedChoice | undefined {
  const [action, detail, ...rest] = key.split(":");
  const id = WOUNDS_ACTION_IDS.find((a) => a === action);
  if (!id || rest.length > 0 || detail === "") return undefined;
  const posture = POSTURES.find((p) => p === detail);
  const choice =
    detail === undefined
      ? { action: id }
      : id === CHANGE_POSTURE
        ? posture && { action: id, posture }
        : { action: id, item: detail };
  return choice && canBeReadied(choice) ? choice : undefined;
}

/**
 * An action (not Ready itself, not a reaction) can be chosen; an attack only with its weapon, a spell only with the
 * spell it casts (its AP and mana are its cast's, paid when taken: decision 230), Change Posture only with its
 * posture, and no other action with either.
 */
export function canBeReadied(choice: ReadiedChoice): boolean {
  const spec = actionSpec(choice.action);
  if (spec.kind !== "action" || choice.action === "ready") return false;
  if ((choice.action === CHANGE_POSTURE) !== (choice.posture !== undefined)) return false;
  return spec.attackOrSpell === (choice.item !== undefined);
}

/**
 * Why `choice` is not the one readied: another was chosen, or an attack with no choice kept (Readied given by hand or
 * before choices were kept: any other action then, as decision 182 offered). Not Readied at all is the reaction's to say.
 */
function notChosen(actor: WoundsActor, combatant: ReactionResult["combatant"], choice: ReadiedChoice) {
  if (!isActive(actor.conditions, "readied")) return undefined;
  const kept = combatant.readied;
  if (kept === undefined) return choice.item === undefined ? undefined : "No attack was chosen when readying.";
  if (kept === readiedKey(choice)) return undefined;
  const chosen = readiedChoiceOf(kept);
  return `The readied action is ${chosen ? actionSpec(chosen.action).label : kept}.`;
}

export function takeReadied(
  actor: WoundsActor,
  combatant: ReactionResult["combatant"],
  request: ReadiedRequest,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<ReactionResult> {
  if (!canBeReadied(request)) {
    const message = `${actionSpec(request.action).label} cannot be taken as a readied action here.`;
    return refuse({ actor, combatant, apSpent: 0 }, { code: "unknownAction", message });
  }
  const other = notChosen(actor, combatant, request);
  if (other !== undefined) return refuse({ actor, combatant, apSpent: 0 }, { code: "notChosen", message: other });
  const baseCost = apCost(request.action, [], options, request.baseCost);
  const { trigger, scores } = request;
  const costModifiers = request.costModifiers ?? [];
  const reacted = takeReaction(
    actor,
    combatant,
    { reaction: "readied", trigger, scores, baseCost, costModifiers },
    options,
  );
  if (!reacted.ok) return reacted;
  const done = applyCompletion(reacted.state.actor, reacted.state.combatant, request.action, request.round);
  return { ok: true, state: { ...reacted.state, actor: done.actor, combatant: done.combatant } };
}
