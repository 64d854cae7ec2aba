/**
 * Cast a Spell from the Actions section (seed 004: "You release magical energy, activating the effect of a spell"):
 * one button per owned spell that is no attack (an attack spell's Cast row is among the attacks, where its card is
 * rolled; decision 166), at the spell's own AP, stamina and mana, spent or invested (decision 188). Whether it can be
 * cast now is the engine's `castSpell` on the combatant's state, the check the GM's spend makes (`castSpell:<itemId>`,
 * combat/cast.ts): short of mana names the shortfall, an investment still standing says so. Out of combat it is cast
 * at its mana and stamina, no AP (`castOutOfCombat`, mana/cast-out-of-combat.ts, decision 223). Pure.
 */
import { castOutOfCombat, castSpell } from "../../../../engine/rulesets/wounds/actions/cast.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { NOT_IN_COMBAT, type ActionRowInput } from "../../../applications/sheets/actions-section.ts";
import { CAST_SPELL, castAction } from "../combat/cast-action.ts";
import { ITEM_ACT_KEYS } from "../combat/item-act-text.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { toSpellCost, type WoundsSpellSource } from "../spell-sources.ts";
import { abilityCosts } from "./inventory-context.ts";
import type { WoundsSheetCombat, WoundsSheetItem } from "./sheet-data.ts";

export interface CastableSpell {
  readonly id: string;
  readonly name: string;
  readonly data: WoundsSpellSource;
}

/** Every owned spell, attack or not: each can be readied (ready-rows.ts; an attack spell's on its card, decision 241). */
export function ownedSpells(items: readonly WoundsSheetItem[]): CastableSpell[] {
  return items.flatMap((i) =>
    i.kind === "ability" && i.system.kind === "spell" ? [{ id: i.id, name: i.name, data: i.system }] : [],
  );
}

/** The owned spells cast from the Actions section: every spell that is no attack. */
export function castableSpells(items: readonly WoundsSheetItem[]): CastableSpell[] {
  return ownedSpells(items).filter((spell) => !spell.data.attack);
}

function refusalOf(
  spell: CastableSpell,
  caster: WoundsActor | undefined,
  combat: WoundsSheetCombat | null,
  options: WoundsOptions,
  i18n: Localizer,
) {
  const cost = toSpellCost(spell);
  if (!combat) {
    if (!caster) return NOT_IN_COMBAT;
    const cast = castOutOfCombat(caster, cost, options);
    return cast.ok ? undefined : woundsRefusal(cast.reason, i18n);
  }
  const request = { round: combat.round, turn: combat.turn };
  const cast = castSpell(combat.actor, combat.state, cost, request, combat.options);
  return cast.ok ? undefined : woundsRefusal(cast.reason, i18n);
}

/** The AP the spend pays (Cast a Spell at the spell's own AP), then its stamina and mana, as the sheet says them. */
export function castCosts(i18n: Localizer, spell: CastableSpell, options: WoundsOptions): string[] {
  return abilityCosts(i18n, { ...spell.data, ap: apCost(CAST_SPELL, [], options, spell.data.ap) });
}

/** `caster`: the creature as stored, which a cast out of combat pays from; unknown, none is offered out of combat. */
export function spellCastRows(
  i18n: Localizer,
  combat: WoundsSheetCombat | null,
  options: WoundsOptions,
  items: readonly WoundsSheetItem[],
  caster: WoundsActor | undefined,
): ActionRowInput[] {
  return castableSpells(items).map((spell) => {
    // Out of combat no AP (AP are a round's): `castCosts` lists the AP first, the stamina and mana after.
    const costs = castCosts(i18n, spell, options);
    return {
      id: castAction(spell.id),
      text: i18n.format(`${ITEM_ACT_KEYS}.spell`, { item: spell.name }),
      costText: (combat ? costs : costs.slice(1)).join(" · "),
      refusal: refusalOf(spell, caster, combat, options, i18n),
    };
  });
}
