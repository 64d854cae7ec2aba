/**
 * A prompted reaction: an act of one combatant (a flight, standing up) lets others react with an attack of their own
 * ("you create an opening for others to attack"). The active GM posts it as a chat message whose `flags.fray.
 * reactionPrompt` names the reaction, the encounter, the turn it belongs to and who may take it, each reactor with the
 * attacks it may make; the reactor's owner takes it from the message (render.ts) through the normal attack card,
 * whose spend names the reaction and this message (`<reaction>:<messageId>`). What the reaction costs and whether it
 * may be taken is the room's, re-checked on the GM's side from the documents; this file only reads a prompt back and
 * says whether it is still open.
 */
import type { Refusal } from "../../combat-room.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { authorOf } from "../message-author.ts";

export const PROMPT_FLAG = "reactionPrompt";

/** An attack a reactor may make with it: one of its items, named as when the prompt was posted. */
export interface PromptAttack {
  readonly itemId: string;
  readonly name: string;
}

export interface PromptReactor {
  readonly combatantId: string;
  readonly attacks: readonly PromptAttack[];
}

export interface ReactionPrompt {
  /** Id-like: the spend action the reaction is asked with (`<reaction>:<messageId>`). */
  readonly reaction: string;
  /** Localization key of the reaction's name (the buttons' text). */
  readonly label: string;
  readonly combatId: string;
  /** The combatant whose act opened the reaction: the target of its attacks. */
  readonly sourceId: string;
  /**
   * The turn it belongs to: the prompt closes when the combat moves on. A turnless round has no current turn (core's
   * `turn` stays null): its prompts belong to the round.
   */
  readonly round: number;
  readonly turn: number | null;
  readonly reactors: readonly PromptReactor[];
  /**
   * The roll dialog's choices the reactor's attack starts from, when the reaction is an attack of its own kind (a
   * room's toggle id → on). Absent: the attack's defaults.
   */
  readonly choices?: Readonly<Record<string, boolean>>;
  /**
   * The reaction is no attack (harassing a foe): its button pays the reaction alone, and the room's spend does what
   * the reaction does; each reactor's `attacks` then name what it is done with. Absent: the button makes the attack.
   */
  readonly act?: boolean;
}

/** A prompted reaction refused for `reason` (a key under `Combat.Prompt`). */
export const promptRefusal = (reason: string): Refusal => ({ refused: `${I18N_ROOT}.Combat.Prompt.${reason}` });

const isString = (v: unknown): v is string => typeof v === "string";
const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** A record of booleans, or undefined for anything else. */
function readChoices(value: unknown): Readonly<Record<string, boolean>> | undefined {
  const r = record(value);
  if (!r) return undefined;
  const entries = Object.entries(r);
  const flags = entries.flatMap(([id, on]) => (typeof on === "boolean" ? [[id, on] as const] : []));
  return flags.length === entries.length ? Object.fromEntries(flags) : undefined;
}

function readAttack(value: unknown): PromptAttack | undefined {
  const r = record(value);
  return r && isString(r.itemId) && isString(r.name) ? { itemId: r.itemId, name: r.name } : undefined;
}

function readReactor(value: unknown): PromptReactor | undefined {
  const r = record(value);
  if (!r || !isString(r.combatantId) || !Array.isArray(r.attacks)) return undefined;
  const attacks = r.attacks.map(readAttack);
  return attacks.every((a) => a !== undefined) ? { combatantId: r.combatantId, attacks } : undefined;
}

/** The prompt a message carries, read without trusting its shape; undefined for any other message. */
export function readPrompt(message: ChatMessage.Implementation): ReactionPrompt | undefined {
  const flags: unknown = message.flags;
  const p = record(record(record(flags)?.[SYSTEM_ID])?.[PROMPT_FLAG]);
  if (!p || !isString(p.reaction) || !isString(p.label) || !isString(p.combatId) || !isString(p.sourceId)) {
    return undefined;
  }
  if (!isWhole(p.round) || !(p.turn === null || isWhole(p.turn)) || !Array.isArray(p.reactors)) return undefined;
  const reactors = p.reactors.map(readReactor);
  if (!reactors.every((r) => r !== undefined)) return undefined;
  const choices = p.choices === undefined ? undefined : readChoices(p.choices);
  if (p.choices !== undefined && !choices) return undefined;
  if (p.act !== undefined && typeof p.act !== "boolean") return undefined;
  const { reaction, label, combatId, sourceId, round, turn, act } = p;
  const optional = { ...(choices ? { choices } : {}), ...(act === true ? { act } : {}) };
  return { reaction, label, combatId, sourceId, round, turn, reactors, ...optional };
}

/**
 * A prompt that only the GM can have posted (a player's message could carry any flags) and whose turn is still the
 * combat's: the one a reaction may be taken from now.
 */
export function trustedPrompt(message: ChatMessage.Implementation): ReactionPrompt | undefined {
  if (authorOf(message)?.isGM !== true) return undefined;
  const prompt = readPrompt(message);
  if (!prompt) return undefined;
  const combat = game.combats.get(prompt.combatId) as Combat.Stored | undefined;
  const open = combat?.started === true && combat.round === prompt.round && combat.turn === prompt.turn;
  return open ? prompt : undefined;
}

/**
 * GM side: may `reactor` take the reaction `reaction` offered by the message `messageId` now? The message must be a
 * GM's prompt of that reaction, in the reactor's own combat, still on its turn, offering it to this reactor.
 */
export function openPrompt(
  messageId: string,
  reactor: Combatant.Implementation,
  reaction: string,
): ReactionPrompt | Refusal {
  const message = game.messages.get(messageId) as ChatMessage.Implementation | undefined;
  const prompt = message ? trustedPrompt(message) : undefined;
  if (!prompt || prompt.reaction !== reaction || prompt.combatId !== reactor.combat?.id) return promptRefusal("closed");
  if (!prompt.reactors.some((r) => r.combatantId === reactor.id)) return promptRefusal("notOffered");
  return prompt;
}
