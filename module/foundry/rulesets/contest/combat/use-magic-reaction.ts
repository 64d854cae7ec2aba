/**
 * "Use Magic" as a reaction, naming a spell. Seed 003, Reactions: "Use Magic. You cast a non-attacking spell or
 * activate a magic item." and "Reactions require some trigger". The trigger is an attack (rules page decision 135):
 * once a Strike, an attacking spell or an Opportunity Attack is paid against a creature (its spend naming the target's
 * combatant, or the prompt naming the foe that provoked it: spend.ts, decision 137), the active GM's client offers the
 * target and each of its allies (tokens of one disposition, decision 85) each non-attacking spell it knows and could
 * pay now, as a prompted reaction (chat/reaction-prompt/) that is no attack (`act`): one prompt per attack listing
 * every creature that may answer with each of its spells (decision 138), so each button's spend
 * (`useMagicReaction:<messageId>`, with the spell's item) names the spell it casts. The GM pays it (prompted.ts) at
 * the spell's own AP as the spell reads now, "a non-attacking spell" only, one cast per creature and prompt, and says
 * in chat what was cast; what the spell does is the table's (decision 92).
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

/**
 * GM: `target` is attacked by `attacker`; it and its allies may answer with a non-attacking spell, all in one prompt,
 * each creature with the spells it could cast now (decision 138).
 */
export async function offerUseMagicOnAttack(
  attacker: Combatant.Implementation,
  target: Combatant.Implementation,
): Promise<void> {
  const data = { target: target.actor?.name ?? target.name ?? "" };
  const offer = { reaction: USE_MAGIC_REACTION, label: `${KEY}.label`, line: `${KEY}.line`, data, act: true };
  await offerReaction(attacker, offer, {
    attacksOf: (reactor) =>
      reactor.id === target.id || alliedCombatants(reactor, target)
        ? castable(reactor).map(({ itemId, name }) => ({ itemId, name }))
        : [],
    // Each spell listed is one the reactor could pay now (`castable`).
    able: () => true,
  });
}

/**
 * GM: the spell the spend names (`itemId`), if the Use Magic prompt offered it to `reactor`, as its actor's item reads
 * now; undefined if it was not offered or is no longer a non-attacking spell.
 */
export function promptedSpell(
  prompt: ReactionPrompt,
  reactor: Combatant.Implementation,
  itemId: string | undefined,
): ReactionSpell | undefined {
  const offered = prompt.reactors.find((r) => r.combatantId === reactor.id)?.attacks.some((a) => a.itemId === itemId);
  const item = offered && itemId !== undefined ? reactor.actor?.items.get(itemId) : undefined;
  return item ? reactionSpellOf(item) : undefined;
}
