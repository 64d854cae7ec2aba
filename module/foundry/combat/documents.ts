/**
 * Fray's Combat and Combatant document classes: thin. They pick the world's ruleset sub-type on creation, turn
 * core's turn events into the engine's boundary events, and ask the ruleset's combat room for everything else.
 * v13 runs the turn events on the active GM's client only, after the update; they are not awaited by `nextTurn`.
 */
import { roundEnd, roundStart, turnEvent } from "../../engine/core/turns/boundary.ts";
import { rulesetOfType } from "../../engine/meta-registry.ts";
import { activeRulesetId } from "../config/settings.ts";
import { combatantTypeName, combatTypeName } from "../document-types.ts";
import { loadRoom } from "../room-lookup.ts";
import { runBoundary } from "./boundaries.ts";
import { actFor } from "./economy-access.ts";
import { GM_ONLY, notifyRefusal } from "./notify.ts";
import { combatEconomyRoom, roomOf } from "./rooms.ts";
import { END_TURN } from "./turn-control-ids.ts";
import { advanceRound, advanceTurn, rewindOneRound, rewindOneTurn, startRounds, storedRound } from "./turn-driver.ts";
import { initiativeRanks, turnIndexOf } from "./turn-order.ts";
import { initiativeStructureOf, isTurnless, turnStructureOf } from "./turn-structure.ts";

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
    await roomLoaded(this);
    if (isTurnless(this) && "turn" in changed) changed.turn = null;
    // A driven round's pointer moves with its stored round only (turn-driver.ts writes both at once): a bare write
    // of `turn` keeps the acting combatant's index, so core's pointer never tells a turn the engine did not start.
    const round =
      initiativeStructureOf(this) && "turn" in changed && !("system" in changed) ? storedRound(this) : undefined;
    if (round) changed.turn = turnIndexOf(this, round.groups, round.state.active);
    return super._preUpdate(changed, options, user);
  }

  /**
   * The engine's initiative order (the room's entries and groups, turn-order.ts); a combatant without initiative
   * goes last, in core's order. Core's `setupTurns` calls this unbound (`contents.sort(this._sortCombatants)`): no
   * `this` here, the combat is the combatants'.
   */
  override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const ranks = a.parent ? initiativeRanks(a.parent) : new Map<string, number>();
    const ra = ranks.get(a.id ?? "");
    const rb = ranks.get(b.id ?? "");
    return ra === undefined || rb === undefined ? super._sortCombatants(a, b) : ra - rb;
  }

  /*
   * Turns. An initiative structure's round is the engine's (turn-driver.ts): these moves are engine steps on the GM's
   * client; a player ending their own turn asks the GM through the control relay. Turnless: "the GM advances the
   * Round", so next/previous turn move the Round.
   */

  override async startCombat(): Promise<this> {
    await roomLoaded(this);
    const structure = initiativeStructureOf(this);
    if (!structure) return super.startCombat();
    if (gmMove()) await startRounds(this, structure);
    return this;
  }

  override async nextTurn(): Promise<this> {
    await roomLoaded(this);
    const structure = initiativeStructureOf(this);
    if (isTurnless(this)) return this.nextRound();
    if (!structure) return super.nextTurn();
    if (game.user.isGM) await advanceTurn(this, structure);
    else if (this.combatant) await actFor(this.combatant, END_TURN);
    return this;
  }

  override async previousTurn(): Promise<this> {
    await roomLoaded(this);
    const structure = initiativeStructureOf(this);
    if (isTurnless(this)) return this.previousRound();
    if (!structure) return super.previousTurn();
    if (gmMove()) await rewindOneTurn(this, structure);
    return this;
  }

  override async nextRound(): Promise<this> {
    await roomLoaded(this);
    const structure = initiativeStructureOf(this);
    if (!structure) return super.nextRound();
    if (gmMove()) await advanceRound(this, structure);
    return this;
  }

  override async previousRound(): Promise<this> {
    await roomLoaded(this);
    const structure = initiativeStructureOf(this);
    if (!structure) return super.previousRound();
    if (gmMove()) await rewindOneRound(this, structure);
    return this;
  }

  /*
   * Core's turn events: core names the round and turn in `context` (`#triggerTurnEvents`, client/documents/combat.mjs).
   * `this.round` is already the new round and `this.previous` is rewritten by any write of a handler, so neither is
   * read here. Core also ends round 0 when the combat starts: nothing was fought then. An initiative structure's
   * boundaries are the engine's steps (turn-driver.ts): core's walk of its pointer means nothing there, nor does it
   * for the turns of a turnless round.
   */

  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await roomLoaded(this);
    await super._onStartRound(context);
    if (!initiativeStructureOf(this)) await runBoundary(this, roundStart(context.round));
  }

  protected override async _onEndRound(context: Combat.RoundEventContext): Promise<void> {
    await roomLoaded(this);
    await super._onEndRound(context);
    if (!initiativeStructureOf(this) && context.round > 0) await runBoundary(this, roundEnd(context.round));
  }

  /**
   * Core's turn events, for a Combat of no Fray ruleset only. A turn core marks `skipped` (the GM moved past it)
   * still passes: its pools are set and lost and effects timed to it end, as when it is played.
   */
  protected override async _onStartTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await roomLoaded(this);
    await super._onStartTurn(combatant, context);
    if (combatant.id && !turnStructureOf(this))
      await runBoundary(this, turnEvent("turnStart", context.round, combatant.id));
  }

  protected override async _onEndTurn(
    combatant: Combatant.Implementation,
    context: Combat.TurnEventContext,
  ): Promise<void> {
    await roomLoaded(this);
    await super._onEndTurn(combatant, context);
    if (combatant.id && !turnStructureOf(this))
      await runBoundary(this, turnEvent("turnEnd", context.round, combatant.id));
  }
}

/**
 * The combat's room, loaded: every turn move and boundary reads its play part, which the world fetches after `init`
 * (room-lookup.ts) and may not have yet when the tracker is first used.
 */
async function roomLoaded(combat: { readonly type: string }): Promise<void> {
  await loadRoom(rulesetOfType(combat.type));
}

/** Only the GM moves a driven round (core's tracker shows these controls to the GM alone). */
function gmMove(): boolean {
  if (!game.user.isGM) notifyRefusal(GM_ONLY);
  return game.user.isGM;
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
    await loadRoom(ruleset);
    const system = combatEconomyRoom(ruleset)?.joinData(this) ?? {};
    // A type change replaces `system` whole (`{recursive: false}`, as the Combat's above), else it merges.
    if (!rulesetOfType(this.type))
      this.updateSource({ type: combatantTypeName(ruleset), system }, { recursive: false });
    else this.updateSource({ system });
    return undefined;
  }

  /**
   * "Your initiative cannot drop below 0": a turn structure with an `initiativeFloor` (the engine descriptor's) keeps
   * every write of the initiative at or above it, whether rolled, typed into the tracker or moved by an effect.
   */
  protected override async _preUpdate(
    changed: Combatant.UpdateData,
    options: Combatant.Database.PreUpdateOptions,
    user: User.Implementation,
  ) {
    if (this.parent) await roomLoaded(this.parent);
    const floor = initiativeStructureOf(this.parent ?? { type: "" })?.initiativeFloor;
    const initiative = changed.initiative;
    if (floor !== undefined && typeof initiative === "number" && initiative < floor) changed.initiative = floor;
    return super._preUpdate(changed, options, user);
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
