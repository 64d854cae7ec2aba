import type { Investment, WoundsCreature } from "../creature.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { gainFatigue } from "./stamina.ts";

/**
 * Mana (seed 004): "Your mana pool begins with a value based on your race plus your Lore. All effects that use mana
 * will either require spending it or investing it. Spending mana reduces your current total, which can be recovered
 * by resting. When you invest mana, your current and maximum mana decrease by the same amount until you retrieve the
 * invested mana". Mana is not overspent by default (the stamina rule is not repeated for it); the `manaOverspend`
 * setting lets the excess become fatigue instead, for tables that read "functions similarly to stamina" that way.
 */

export function normalMaxMana(c: WoundsCreature): number {
  return Math.max(0, c.raceMana + c.attributes.lore);
}

export function investedMana(c: WoundsCreature): number {
  return c.invested.reduce((sum, i) => sum + i.amount, 0);
}

/** Current maximum: the normal maximum less what is invested. */
export function maxMana(c: WoundsCreature): number {
  return Math.max(0, normalMaxMana(c) - investedMana(c));
}

export function spendMana(
  c: WoundsCreature,
  amount: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<WoundsCreature> {
  if (!(amount > 0)) return { ok: true, state: c };
  if (c.mana >= amount) return { ok: true, state: { ...c, mana: c.mana - amount } };
  if (options.manaOverspend === "fatigue") {
    return { ok: true, state: gainFatigue({ ...c, mana: 0 }, amount - Math.max(0, c.mana)) };
  }
  return refuse(c, { code: "short", message: `Needs ${amount} mana, has ${c.mana}.`, need: amount, have: c.mana });
}

/**
 * Invest: current and maximum both drop by the amount. Refused when current mana cannot cover it, and while an
 * investment under the same id stands: that mana is "tied up in a particular effect" until it is retrieved, so the
 * effect is ended (or the investment retrieved) before it is invested again (docs/rules/wounds.md decision 189).
 */
export function investMana(c: WoundsCreature, investment: Investment): WoundsOutcome<WoundsCreature> {
  if (!(investment.amount > 0)) return { ok: true, state: c };
  if (c.invested.some((i) => i.id === investment.id)) {
    return refuse(c, { code: "alreadyInvested", message: `Mana already invested in "${investment.label}".` });
  }
  if (c.mana < investment.amount) {
    const message = `Needs ${investment.amount} mana to invest, has ${c.mana}.`;
    return refuse(c, { code: "short", message, need: investment.amount, have: c.mana });
  }
  const invested = [...c.invested, investment];
  return { ok: true, state: { ...c, mana: c.mana - investment.amount, invested } };
}

/** Retrieve an investment: the maximum rises again and the mana comes back to the current total. */
export function retrieveMana(c: WoundsCreature, id: string): WoundsOutcome<WoundsCreature> {
  const found = c.invested.find((i) => i.id === id);
  if (!found) return refuse(c, { code: "unknownInvestment", message: `No invested mana "${id}".` });
  const next = { ...c, invested: c.invested.filter((i) => i.id !== id) };
  return { ok: true, state: { ...next, mana: Math.min(maxMana(next), c.mana + found.amount) } };
}

/**
 * The effect an investment is tied up in ends: "Each effect specifies how invested mana is retrieved. Usually, it is
 * either returned as soon as the effect ends, or can be retrieved at your option at the end of a long rest." An
 * investment returned when its effect ends comes back now (`retrieveMana`); one retrieved at the end of a long rest is
 * refused here (the long rest retrieves it, rest/long.ts), as is an unknown one.
 */
export function endInvestedEffect(c: WoundsCreature, id: string): WoundsOutcome<WoundsCreature> {
  const found = c.invested.find((i) => i.id === id);
  if (found?.retrieve === "longRest") {
    return refuse(c, { code: "retrievedAtLongRest", message: `"${found.label}" is retrieved at a long rest.` });
  }
  return retrieveMana(c, id);
}

export function restoreMana(c: WoundsCreature, amount: number): WoundsCreature {
  if (!(amount > 0)) return c;
  return { ...c, mana: Math.max(c.mana, Math.min(maxMana(c), c.mana + amount)) };
}
