/**
 * Lightning's spread underwater on the attack card (seed 004, Underwater Combat): "Anything that deals lightning damage
 * has its normal effect and additionally deals damage to nearby creatures. The damage dealt in this expanded area is
 * equal to the normal damage reduced by 1 for every foot away the creature is from the original area of effect. The
 * creator of the lightning effect may be subject to this damage if close enough." Read on the GM's side when the
 * damage is applied, from the scene as it stands then: every other creature in the water (engine `inTheWater`, or
 * the attacker fighting underwater by the attack's own row) within reach of the target's space, and what it takes
 * (engine `lightningSpreadAtYards`). Each creature reached receives it with the damage (decision 231: the amount less
 * its Toughness through the thresholds to a slot, engine `lightningSpreadWound`), as the damage's `others`, so the
 * card's Undo restores it too; a hidden creature receives it, but the card players read does not name it (decisions
 * 227, 233): the GMs are told in a whisper (decision 252). A swimmer it wounds rolls its footing check then (251).
 */
import { toughnessOf } from "../../../../engine/rulesets/wounds/damage/toughness.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import { footingOf, woundFootingPenalty } from "../../../../engine/rulesets/wounds/special/climbing.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import type { WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import {
  inTheWater,
  lightningSpreadAtYards,
  lightningSpreadWound,
} from "../../../../engine/rulesets/wounds/special/underwater.ts";
import { attackerTokenOn, readPair } from "../../../canvas/situate.ts";
import type { DamageToOther } from "../../../combat-room.ts";
import { woundsActorView } from "../documents.ts";
import { toughnessInput, toWoundsActor } from "../sources.ts";
import { ATTACK_KEY } from "./plan.ts";
import { spreadAfterwards } from "./spread-afterwards.ts";
import { conditionChanges, DAMAGE_KEY, footingWound, woundSummary, woundsUpdate } from "./wound-outcome.ts";

export interface LightningStrike {
  readonly actor: Actor.Implementation;
  /** The token's name, as the canvas shows it (the actor's when the token has none). */
  readonly name: string;
  /** The token is hidden: the GM's, not named on the card. */
  readonly hidden: boolean;
  /** Yards from the target's space to the creature's, edge to edge. */
  readonly yards: number;
  readonly damage: number;
}

/** The creature's token on the first scene that holds one (the scene the spread is read on). */
function tokenOf(actor: Actor.Implementation): TokenDocument.Implementation | undefined {
  for (const scene of game.scenes.contents) {
    const token = attackerTokenOn(scene, actor);
    if (token) return token;
  }
  return undefined;
}

function inWater(actor: Actor.Implementation, attacker: Actor.Implementation, attackUnderwater: boolean): boolean {
  if (attackUnderwater && actor.uuid === attacker.uuid) return true;
  const view = woundsActorView(actor);
  return view !== undefined && inTheWater(toWoundsActor(view.source, view.statuses));
}

/**
 * Each creature the spread reaches from `target`, nearest first, once each (an actor with two tokens, at the nearer);
 * empty off the canvas.
 */
export function lightningSpread(
  target: Actor.Implementation,
  attack: { readonly attacker: Actor.Implementation; readonly underwater: boolean },
  damage: number,
): readonly LightningStrike[] {
  const own = tokenOf(target);
  const scene = own?.parent;
  if (!own || !scene) return [];
  return scene.tokens.contents
    .flatMap((token): LightningStrike[] => {
      const actor = token.actor;
      if (token.id === own.id || !actor || actor.uuid === target.uuid) return [];
      if (!inWater(actor, attack.attacker, attack.underwater)) return [];
      const yards = readPair("wounds", own, token)?.distance;
      const dealt = yards === undefined ? 0 : lightningSpreadAtYards(damage, yards);
      if (yards === undefined || dealt === 0) return [];
      return [{ actor, name: token.name || actor.name, hidden: token.hidden, yards, damage: dealt }];
    })
    .sort((a, b) => a.yards - b.yards)
    .filter((strike, index, all) => all.findIndex((s) => s.actor.uuid === strike.actor.uuid) === index);
}

/** One creature's share: its damage update and the conditions it sets and ends, and its wound on the card. */
interface StrikeDealt {
  readonly other: DamageToOther;
  readonly result: string;
}

function dealtTo(strike: LightningStrike, options: WoundsOptions): StrikeDealt | undefined {
  const view = woundsActorView(strike.actor);
  if (!view) return undefined;
  const before = toWoundsActor(view.source, view.statuses);
  const toughness = toughnessOf(before.creature, toughnessInput(view.source, view.gear));
  const outcome = lightningSpreadWound(before, strike.damage, toughness, options);
  // A dead creature receives nothing (engine `applyHit`): nothing to write, nothing to say.
  if (outcome.events.length === 0) return undefined;
  const { statuses, ends } = conditionChanges(before, outcome);
  const wound = footingWound(before, outcome);
  const result = [woundSummary(outcome), footingOwed(before, wound)].filter((line) => line !== "").join(" · ");
  const hiddenLine = strike.hidden ? lightningSpreadLine([{ strike, result }], "lightningHidden") : undefined;
  const afterwards = spreadAfterwards(strike.actor, wound, hiddenLine);
  const other = {
    actor: strike.actor,
    system: woundsUpdate(outcome),
    statuses,
    ends,
    ...(afterwards && { afterwards }),
  };
  return { other, result };
}

/**
 * "Whenever you take a wound, you must make another check at a -5 penalty for each wound level beyond light": a
 * swimmer the spread wounds makes it, named on the card with its penalty and rolled on its own check card once the
 * wound is written (spread-afterwards.ts; decisions 234, 251).
 */
function footingOwed(before: WoundsActor, level: WoundLevel | undefined): string {
  const footing = footingOf(before);
  if (footing === undefined || level === undefined) return "";
  return game.i18n.format(`${DAMAGE_KEY}.footingOwed`, {
    check: game.i18n.localize(`${ATTACK_KEY}.Card.footing.title.${footing}`),
    penalty: String(woundFootingPenalty(level)),
  });
}

/**
 * What the spread deals each creature it reaches (decisions 231–233): the damage's `others`, and the card's line
 * naming each creature not hidden with its amount and wound.
 */
export function lightningSpreadDealt(
  strikes: readonly LightningStrike[],
  options: WoundsOptions,
): { readonly others: readonly DamageToOther[]; readonly line: string } {
  const dealt = strikes.flatMap((strike) => {
    const share = dealtTo(strike, options);
    return share ? [{ strike, ...share }] : [];
  });
  const named = dealt.filter((d) => !d.strike.hidden);
  return { others: dealt.map((d) => d.other), line: lightningSpreadLine(named) };
}

/**
 * "Lightning spreads through the water: Sten 7 damage (1 yd away): Severe wound (final damage 7); Mira 4 damage (2 yd
 * away): …", localized; empty when it reaches no one.
 */
export function lightningSpreadLine(
  dealt: readonly { readonly strike: Omit<LightningStrike, "actor" | "hidden">; readonly result: string }[],
  heading: "lightningSpread" | "lightningHidden" = "lightningSpread",
): string {
  if (dealt.length === 0) return "";
  const each = dealt.map(({ strike, result }) =>
    game.i18n.format(`${DAMAGE_KEY}.lightningStrike`, {
      name: strike.name,
      damage: String(strike.damage),
      yards: String(Math.round(strike.yards * 10) / 10),
      result,
    }),
  );
  return game.i18n.format(`${DAMAGE_KEY}.${heading}`, { creatures: each.join("; ") });
}
