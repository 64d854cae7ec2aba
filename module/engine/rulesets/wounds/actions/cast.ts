import { takeAction, type ActionRequest, type ActionResult } from "../economy/act.ts";
import type { WoundsCombatantState } from "../economy/combatant.ts";
import { whyCannotAct } from "../economy/capability.ts";
import type { WoundsCreature } from "../creature.ts";
import { accept, refuse, type WoundsOutcome } from "../economy/refusal.ts";
import type { ReactionResult } from "../economy/reactions.ts";
import { takeReadied, type ReadiedRequest } from "../economy/readied.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import { investMana, spendMana } from "../vitals/mana.ts";
import { spendStamina } from "../vitals/stamina.ts";

/**
 * Cast a Spell (seed 004): "You release magical energy, activating the effect of a spell." A spell's block shows "the
 * AP cost and may also show a stamina cost or an associated mana cost"; "If it requires mana, it must be invested in
 * some way, dependent on the type of action": "All effects that use mana will either require spending it or investing
 * it." The spell's own AP replaces Cast a Spell's listed cost (paid over turns when short, like any action); its mana
 * is paid when the spell is declared, and a cast the caster cannot fuel is refused before any AP is spent
 * (docs/rules/wounds.md decisions 166–167).
 */
export interface SpellCost {
  /** The spell's id: an investment is kept under it. */
  readonly id: string;
  readonly label: string;
  readonly ap: number;
  readonly mana: number;
  readonly manaUse: "spend" | "invest";
  /** "Each effect specifies how invested mana is retrieved." */
  readonly retrieve: "effectEnds" | "longRest";
  /** "If an action costs stamina, the stamina is spent when the action takes effect." */
  readonly stamina: number;
}

export type CastRequest = Omit<ActionRequest, "action" | "baseCost" | "stamina">;

/** The spell's mana spent or invested; short of mana names the shortfall ("Needs 2 mana, has 1."). */
function fuel(creature: WoundsCreature, spell: SpellCost, options: WoundsOptions): WoundsOutcome<WoundsCreature> {
  const fueled =
    spell.manaUse === "invest"
      ? investMana(creature, { id: spell.id, label: spell.label, amount: spell.mana, retrieve: spell.retrieve })
      : spendMana(creature, spell.mana, options);
  // Any other refusal (an investment that still stands) is the mana rule's own.
  if (fueled.ok || fueled.reason.code !== "short") return fueled;
  const message = `Needs ${spell.mana} mana, has ${creature.mana}.`;
  return refuse(creature, { code: "noMana", message, need: spell.mana, have: creature.mana });
}

export function castSpell(
  actor: WoundsActor,
  combatant: WoundsCombatantState,
  spell: SpellCost,
  request: CastRequest,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<ActionResult> {
  const unchanged: ActionResult = { actor, combatant, completed: false, apSpent: 0, initiativeDelta: 0, fatigue: 0 };
  const fueled = fuel(actor.creature, spell, options);
  if (!fueled.ok) return refuse(unchanged, fueled.reason);
  const taken = takeAction(
    { ...actor, creature: fueled.state },
    combatant,
    { ...request, action: "castSpell", baseCost: spell.ap, stamina: spell.stamina },
    options,
  );
  return taken.ok ? taken : refuse(unchanged, taken.reason);
}

/**
 * A spell cast out of combat (docs/rules/wounds.md decision 223): AP count only in combat ("Action Points (AP)
 * determine how much you are able to do in a given round"), but mana is no round's economy — "All effects that use
 * mana will either require spending it or investing it" — so the spell's mana is spent or invested as in combat, and
 * refused the same way when short; its stamina is spent at once, as the cast "takes effect" now ("If an action costs
 * stamina, the stamina is spent when the action takes effect"), the excess becoming fatigue. A creature that cannot
 * act (unconscious, pinned, dead) casts nothing.
 */
export function castOutOfCombat(
  actor: WoundsActor,
  spell: SpellCost,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<WoundsCreature> {
  const blocked = whyCannotAct(actor, "castSpell");
  if (blocked) return refuse(actor.creature, blocked);
  const fueled = fuel(actor.creature, spell, options);
  return fueled.ok ? accept(spendStamina(fueled.state, spell.stamina).creature) : fueled;
}

/**
 * A spell readied and taken (docs/rules/wounds.md decision 230): "You prepare to take a specified action as soon as the
 * opportunity presents itself" — readying prepares, and the spell is cast ("You release magical energy, activating the
 * effect of a spell") when the readied action is taken. So its mana is spent or invested then, refused short of it as
 * any cast (Readied kept), and it is taken as the readied reaction at the spell's own AP, in full; it takes effect at
 * once, so its stamina is spent then ("If an action costs stamina, the stamina is spent when the action takes effect").
 */
export function castReadiedSpell(
  actor: WoundsActor,
  combatant: WoundsCombatantState,
  spell: SpellCost,
  request: Omit<ReadiedRequest, "action" | "item" | "baseCost">,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<ReactionResult> {
  const unchanged: ReactionResult = { actor, combatant, apSpent: 0 };
  const fueled = fuel(actor.creature, spell, options);
  if (!fueled.ok) return refuse(unchanged, fueled.reason);
  const cast = { ...request, action: "castSpell", item: spell.id, baseCost: spell.ap } as const;
  const taken = takeReadied(actor, combatant, cast, options);
  if (!taken.ok) return refuse(unchanged, taken.reason);
  const creature = spendStamina(fueled.state, spell.stamina).creature;
  return accept({ ...taken.state, actor: { ...taken.state.actor, creature } });
}
