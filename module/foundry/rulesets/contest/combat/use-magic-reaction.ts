/**
 * "Use Magic" as a reaction, naming a spell. Seed 003, Reactions: "Use Magic. You cast a non-attacking spell or
 * activate a magic item." and "Reactions require some trigger". The trigger is an attack (rules page decision 135):
 * once a Strike or an attacking spell is declared against a creature (its spend paid, naming the target's combatant,
 * spend.ts), the active GM's client offers the target and each of its allies (tokens of one disposition, decision 85)
 * each non-attacking spell it knows and could pay now, as a prompted reaction (chat/reaction-prompt/) that is no
 * attack (`act`): one prompt per spell, so the button's spend (`useMagicReaction:<messageId>`) names the spell it casts.
 * The GM pays it (prompted.ts) at the spell's own AP as the spell reads now, "a non-attacking spell" only, one cast
 * per prompt, and says in chat what was cast; what the spell does is the table's (decision 92).
 */
import { takeReaction } from "../../../../engine/rulesets/contest/economy/reactions.ts";
import type { SpellTraits } from "../../../../engine/rulesets/contest/economy/act.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import type { PromptAttack, ReactionPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { spellTraits } from "../ability-attack.ts";
import { contestAbilityOf } from "../attack/means.ts";
import { contestEconomyActor, contestStateOf } from "./actor.ts";
import { alliedCombatants } from "./sides.ts";

export const USE_MAGIC_REACTION = "useMagicReaction";
const KEY = `${I18N_ROOT}.Contest.UseMagic`;

/** A spell cast as a reaction: its AP and traits, as the item reads now. */
export interface ReactionSpell extends PromptAttack {
  readonly ap: number;
  readonly traits: SpellTraits;
}

/** The item as a spell the seed lets a creature cast as a reaction ("a non-attacking spell"), else undefined. */
export function reactionSpellOf(item: Item.Implementation): ReactionSpell | undefined {
  const ability = contestAbilityOf(item);
  if (ability?.data.kind !== "spell" || ability.data.attack) return undefined;
  return { itemId: ability.id, name: ability.name, ap: ability.data.ap, traits: spellTraits(ability.data) };
}

/** The spells `reactor` could cast as this reaction now: non-attacking, and payable (able to react, AP enough). */
function castable(reactor: Combatant.Implementation): ReactionSpell[] {
  const actor = contestEconomyActor(reactor);
  const state = contestStateOf(reactor);
  if (!actor || !state) return [];
  const spells = (reactor.actor?.items.contents ?? []).flatMap((item) => reactionSpellOf(item) ?? []);
  const probe = `${USE_MAGIC_REACTION}:probe`;
  return spells.filter(
    (s) => takeReaction(actor, state, { reaction: USE_MAGIC_REACTION, ap: s.ap, trigger: probe }).ok,
  );
}

/** GM: `target` is attacked by `attacker`; it and its allies may answer with a non-attacking spell, one prompt each. */
export async function offerUseMagicOnAttack(
  attacker: Combatant.Implementation,
  target: Combatant.Implementation,
): Promise<void> {
  const reactors = (attacker.combat?.combatants.contents ?? []).filter(
    (c) => c.id !== attacker.id && (c.id === target.id || alliedCombatants(c, target)),
  );
  const targetName = target.actor?.name ?? target.name ?? "";
  for (const reactor of reactors) {
    for (const spell of castable(reactor)) {
      const data = { target: targetName, reactor: reactor.actor?.name ?? "", spell: spell.name };
      const offer = { reaction: USE_MAGIC_REACTION, label: `${KEY}.label`, line: `${KEY}.line`, data, act: true };
      const only = { itemId: spell.itemId, name: spell.name };
      await offerReaction(attacker, offer, {
        attacksOf: (other) => (other.id === reactor.id ? [only] : []),
        able: () => true,
      });
    }
  }
}

/** GM: the spell a Use Magic prompt offered `reactor`, as its actor's item reads now; undefined if it is no longer one. */
export function promptedSpell(prompt: ReactionPrompt, reactor: Combatant.Implementation): ReactionSpell | undefined {
  const offered = prompt.reactors.find((r) => r.combatantId === reactor.id)?.attacks[0];
  const item = offered ? reactor.actor?.items.get(offered.itemId) : undefined;
  return item ? reactionSpellOf(item) : undefined;
}
