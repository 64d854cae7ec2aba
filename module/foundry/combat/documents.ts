/**
 * Fray's Combat and Combatant document classes: thin. They pick the world's ruleset sub-type on creation, turn
 * core's turn events into the engine's boundary events, and ask the ruleset's combat room for everything else.
 * v13 runs the turn events on the active GM's client only, after the update; they are not awaited by `nextTurn`.
 */
import { roundEnd, roundStart, turnEvent } from "../../engine/core/turns/boundary.ts";
import { rulesetOfType } from "../../engine/registry.ts";
import { activeRulesetId } from "../config/settings.ts";
import { combatantTypeName, combatTypeName } from "../document-types.ts";
import { runBoundary } from "./boundaries.ts";
import { combatEconomyRoom, roomOf } from "./rooms.ts";

/** The round that just ended, or the ending turn's round, read from core's history of the change. */
function priorRound(combat: Combat.Implementation): number {
  return combat.previous?.round ?? combat.round;
}

export class FrayCombat extends Combat {
  /** Core creates `base` combats: a Fray world's combat is its ruleset's sub-type. */
  protected override async _preCreate(
    data: Combat.CreateData,
    options: Combat.Database.PreCreateOptions,
    user: User.Implementation,
  ) {
    if ((await super._preCreate(data, options, user)) === false) return false;
    if (!rulesetOfType(this.type)) this.updateSource({ type: combatTypeName(activeRulesetId()), system: {} });
    return undefined;
  }

  /** A turnless ruleset has no current-turn pointer, whatever starts or advances the combat. */
  protected override async _preUpdate(
    changed: Combat.UpdateData,
    options: Combat.Database.PreUpdateOptions,
    user: User.Implementation,
  ) {
    if (roomOf(this)?.turnless && "turn" in changed) changed.turn = null;
    return super._preUpdate(changed, options, user);
  }

  /** Core's order (initiative, highest first), with the ruleset's tie-break for equal initiatives. */
  override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const tied = a.initiative !== null && a.initiative === b.initiative;
    return (tied ? roomOf(this)?.tieBreak?.(a, b) : undefined) || super._sortCombatants(a, b);
  }

  /** Turnless: "the GM advances the Round" — next/previous turn move the Round. */
  override async nextTurn(): Promise<this> {
    return roomOf(this)?.turnless ? this.nextRound() : super.nextTurn();
  }

  override async previousTurn(): Promise<this> {
    return roomOf(this)?.turnless ? this.previousRound() : super.previousTurn();
  }

  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    await runBoundary(this, roundStart(this.round));
  }

  protected override async _onEndRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onEndRound(context);
    await runBoundary(this, roundEnd(priorRound(this)));
  }

  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (combatant.id) await runBoundary(this, turnEvent("turnStart", this.round, combatant.id));
  }

  protected override async _onEndTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onEndTurn(combatant, context);
    if (combatant.id) await runBoundary(this, turnEvent("turnEnd", priorRound(this), combatant.id));
  }
}

export class FrayCombatant extends Combatant {
  /** Core creates `base` combatants: give it its combat's ruleset sub-type and its starting pools. */
  protected override async _preCreate(
    data: Combatant.CreateData,
    options: Combatant.Database.PreCreateOptions,
    user: User.Implementation,
  ) {
    if ((await super._preCreate(data, options, user)) === false) return false;
    const ruleset = rulesetOfType(this.parent?.type ?? "") ?? activeRulesetId();
    if (!rulesetOfType(this.type)) this.updateSource({ type: combatantTypeName(ruleset), system: {} });
    const room = combatEconomyRoom(ruleset);
    if (room) this.updateSource({ system: room.joinData(this) });
    return undefined;
  }

  /** The ruleset's initiative roll (`bonus`: action die + bonus dice), else core's formula. */
  override getInitiativeRoll(formula?: string): Roll.Implementation {
    return roomOf(this)?.initiativeRoll(this) ?? super.getInitiativeRoll(formula);
  }
}
