/**
 * GM side: how a room offers a prompted reaction once an act opens it (a move through a reach, a ranged attack beside
 * a foe, an escape). Every room does the same walk: the other combatants of the fight that stand on the canvas, each
 * with what it could react with and able to take the reaction now, offered it in one prompt (prompt.ts) posted under
 * a line saying what opened it. What opens it, who may react with what and what the economy allows are the room's
 * (`ReactorRule`); nothing here reads a rule.
 */
import { isTurnless } from "../../combat/turn-structure.ts";
import { postReactionPrompt } from "./post.ts";
import type { PromptAttack, PromptReactor, ReactionPrompt } from "./prompt.ts";

/** The room's side of the walk: who may react, and with what. */
export interface ReactorRule {
  /**
   * What `reactor`, another combatant of the fight whose token is `token`, could react with, read from the scene;
   * empty when it may not react at all (out of reach, on the source's side, defeated …).
   */
  readonly attacksOf: (
    reactor: Combatant.Implementation,
    token: TokenDocument.Implementation,
  ) => readonly PromptAttack[];
  /** Whether `reactor` could take the reaction now (its economy); asked only of one with something to react with. */
  readonly able: (reactor: Combatant.Implementation) => boolean;
}

/** What the prompt offers and says; the ids, round and turn are read from the source's fight. */
export interface ReactionOffer {
  /** Id-like: the spend the reaction is asked with names it (`<reaction>:<messageId>`, prompted-spend.ts). */
  readonly reaction: string;
  /** Localization key of the reaction's name (the buttons' text). */
  readonly label: string;
  /** Localization key of the line everyone reads, formatted with the source's `name` and `data`. */
  readonly line: string;
  readonly data?: Readonly<Record<string, string>>;
  /** Localization key of the line posted (with no button) when nobody may react; absent: nothing is posted then. */
  readonly nobody?: string;
  /** The roll dialog's choices the reactor's attack starts from (`ReactionPrompt.choices`). */
  readonly choices?: Readonly<Record<string, boolean>>;
  /** The reaction is no attack: its button pays it alone (`ReactionPrompt.act`). */
  readonly act?: boolean;
}

/** The other combatants of the source's fight that may react, each with what it may react with. */
function reactorsTo(source: Combatant.Implementation, rule: ReactorRule): PromptReactor[] {
  const combat = source.combat;
  if (!combat) return [];
  return combat.combatants.contents.flatMap((other) => {
    const token = other.token;
    if (other.id === source.id || other.id === null || !token) return [];
    const attacks = rule.attacksOf(other, token);
    return attacks.length > 0 && rule.able(other) ? [{ combatantId: other.id, attacks: [...attacks] }] : [];
  });
}

/**
 * GM: the reaction `offer` opened by `source`'s act, offered to the combatants `rule` lets react. The prompt belongs
 * to the fight's current turn, or in a turnless round to the round (prompt.ts); a fight with turns but none current
 * (between turns) opens nothing, nor does one where nobody may react unless the room says so (`nobody`).
 */
export async function offerReaction(
  source: Combatant.Implementation,
  offer: ReactionOffer,
  rule: ReactorRule,
): Promise<void> {
  const combat = source.combat;
  const actor = source.actor;
  if (!combat || combat.id === null || source.id === null || !actor) return;
  if (combat.turn === null && !isTurnless(combat)) return;
  const reactors = reactorsTo(source, rule);
  const line = reactors.length > 0 ? offer.line : offer.nobody;
  if (line === undefined) return;
  const prompt: ReactionPrompt = {
    reaction: offer.reaction,
    label: offer.label,
    combatId: combat.id,
    sourceId: source.id,
    round: combat.round,
    turn: combat.turn,
    reactors,
    ...(offer.choices ? { choices: offer.choices } : {}),
    ...(offer.act === true ? { act: true } : {}),
  };
  await postReactionPrompt(prompt, game.i18n.format(line, { ...offer.data, name: actor.name }), actor);
}
