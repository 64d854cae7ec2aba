import { takeAction, type ActionRequest, type ActionResult } from "../economy/act.ts";
import type { WoundsCombatantState } from "../economy/combatant.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import { investMana, spendMana } from "../vitals/mana.ts";

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

export function castSpell(
  actor: WoundsActor,
  combatant: WoundsCombatantState,
  spell: SpellCost,
  request: CastRequest,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<ActionResult> {
  const unchanged: ActionResult = { actor, combatant, completed: false, apSpent: 0, initiativeDelta: 0, fatigue: 0 };
  const fueled =
    spell.manaUse === "invest"
      ? investMana(actor.creature, { id: spell.id, label: spell.label, amount: spell.mana, retrieve: spell.retrieve })
      : spendMana(actor.creature, spell.mana, options);
  // Short of mana names the shortfall; any other refusal (an investment that still stands) is the mana rule's own.
  if (!fueled.ok && fueled.reason.code !== "short") return refuse(unchanged, fueled.reason);
  if (!fueled.ok) {
    const message = `Needs ${spell.mana} mana, has ${actor.creature.mana}.`;
    return refuse(unchanged, { code: "noMana", message, need: spell.mana, have: actor.creature.mana });
  }
  const taken = takeAction(
    { ...actor, creature: fueled.state },
    combatant,
    { ...request, action: "castSpell", baseCost: spell.ap, stamina: spell.stamina },
    options,
  );
  return taken.ok ? taken : refuse(unchanged, taken.reason);
}
