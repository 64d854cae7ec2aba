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

export class FrayCombat extends Combat {
  /** Core creates `base` combats: a Fray world's combat is its ruleset's sub-type. */
  protected override async _preCreate(
    data: Combat.CreateData,
    options: Combat.Database.PreCreateOptions,
    user: User.Implementation,
  ) {
    if ((await super._preCreate(data, options, user)) === false) return false;
    // v13's `SchemaField#_updateDiff` (common/data/fields.mjs) refuses to change a document's `type` unless `system`
    // is force-replaced (`"==system"`) or given with `{recursive: false}`: the sub-type switch replaces it whole.
    if (!rulesetOfType(this.type)) {
      this.updateSource({ type: combatTypeName(activeRulesetId()), system: {} }, { recursive: false });
    }
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

  /**
   * Core's order (initiative, highest first), with the ruleset's tie-break for equal initiatives. Core's
   * `setupTurns` calls this unbound (`contents.sort(this._sortCombatants)`): no `this` here, the room is the
   * combatants' combat's.
   */
  override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const tied = a.initiative !== null && a.initiative === b.initiative;
    const room = tied && a.parent ? roomOf(a.parent) : undefined;
    return room?.tieBreak?.(a, b) || super._sortCombatants(a, b);
  }

  /** Turnless: "the GM advances the Round" — next/previous turn move the Round. */
  override async nextTurn(): Promise<this> {
    return roomOf(this)?.turnless ? this.nextRound() : super.nextTurn();
  }

  override async previousTurn(): Promise<this> {
    return roomOf(this)?.turnless ? this.previousRound() : super.previousTurn();
  }

  /*
   * Turn events: core names the round and turn in `context` (`#triggerTurnEvents`, client/documents/combat.mjs).
   * `this.round` is already the new round and `this.previous` is rewritten by any write of a handler, so neither is
   * read here. Core also ends round 0 when the combat starts: nothing was fought then.
   */

  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    await runBoundary(this, roundStart(context.round));
  }

  protected override async _onEndRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onEndRound(context);
    if (context.round > 0) await runBoundary(this, roundEnd(context.round));
  }

  /**
   * A turn core marks `skipped` (the GM moved past it) still passes: its pools are set and lost and effects timed to
   * it end, as when it is played. A turnless room has no turns: core still walks turn indices when `turn` is null
   * (one start without an end for the first combatant, a start and an end for the others), which means nothing.
   */
  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (combatant.id && !roomOf(this)?.turnless)
      await runBoundary(this, turnEvent("turnStart", context.round, combatant.id));
  }

  protected override async _onEndTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await super._onEndTurn(combatant, context);
    if (combatant.id && !roomOf(this)?.turnless)
      await runBoundary(this, turnEvent("turnEnd", context.round, combatant.id));
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
    const system = combatEconomyRoom(ruleset)?.joinData(this) ?? {};
    // A type change replaces `system` whole (`{recursive: false}`, as the Combat's above), else it merges.
    if (!rulesetOfType(this.type))
      this.updateSource({ type: combatantTypeName(ruleset), system }, { recursive: false });
    else this.updateSource({ system });
    return undefined;
  }

  /**
   * A formula given explicitly (core's `rollInitiative({formula})`), else the ruleset's initiative roll (`bonus`:
   * action die + bonus dice). A ruleset without one falls to core, whose default formula Fray leaves unset: its
   * Roll of "undefined" throws, and the tracker hides the controls that would ask for it (rooms.ts).
   */
  override getInitiativeRoll(formula?: string): Roll.Implementation {
    const roll = formula ? undefined : roomOf(this)?.initiativeRoll?.(this);
    return roll ?? super.getInitiativeRoll(formula);
  }
}
