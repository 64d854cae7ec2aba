import { currentVisibilityMode, type VisibilityMode } from "../version/message-mode.ts";

/**
 * Who sees a roll: Foundry's roll modes (v14: message modes) read the way `ChatMessage.applyRollMode` (v14:
 * `applyMode`) reads them, so the attack card and
 * Dice So Nice hide the same rolls from the same users. A card's later rolls (defense, damage) follow the card.
 */
export interface RollVisibility {
  /** User ids the roll is whispered to; empty for a public roll. */
  readonly whisper: readonly string[];
  /** Blind: the roller does not see the result either (GMs do). */
  readonly blind: boolean;
}

export const PUBLIC_ROLL: RollVisibility = { whisper: [], blind: false };

/** `mode` is the user's chat visibility setting, in Fray's neutral names (version/message-mode.ts). */
export function visibilityOf(mode: VisibilityMode, self: string, gms: readonly string[]): RollVisibility {
  switch (mode) {
    case "gm":
      return { whisper: gms, blind: false };
    case "blind":
      return { whisper: gms, blind: true };
    case "self":
      return { whisper: [self], blind: false };
    default:
      return PUBLIC_ROLL;
  }
}

/** The visibility of a roll this user makes now: from `mode` (the roll dialog's choice), else their roll mode. */
export function currentRollVisibility(mode: VisibilityMode = currentVisibilityMode()): RollVisibility {
  const gms = game.users.contents.flatMap((user) => (user.isGM && user.id ? [user.id] : []));
  return visibilityOf(mode, game.user.id, gms);
}

/** The visibility of a posted card, which its later rolls keep. */
export function messageVisibility(message: ChatMessage.Implementation): RollVisibility {
  return { whisper: message.whisper.flatMap((id) => (id ? [id] : [])), blind: message.blind };
}

/**
 * May `userId` see the content of a roll message with this visibility, authored by `authorId`? v13 core's rule for a
 * message that is a roll (client/documents/chat-message.mjs, `isContentVisible` when `isRoll`): a public roll shows
 * to everyone; a whispered one to its recipients, and to its author unless it is blind. Such a message is listed for
 * every user (`visible`), who without the content sees that a roll was made. Per roll mode, the attacker's user, the
 * target's owner, any other player and a GM see:
 * - public: everything, all four;
 * - gmroll: GMs and the attacker's user the card, the target's owner and other players the placeholder;
 * - blindroll: GMs the card, everyone else (the attacker's user too) the placeholder;
 * - selfroll: the attacker's user the card, everyone else (GMs too) the placeholder.
 */
export function seesRollContent(visibility: RollVisibility, authorId: string | null, userId: string): boolean {
  if (!visibility.whisper.length) return true;
  return visibility.whisper.includes(userId) || (authorId === userId && !visibility.blind);
}
