/**
 * Who sees a roll: Foundry's roll modes read the way `ChatMessage.applyRollMode` reads them, so the attack card and
 * Dice So Nice hide the same rolls from the same users. A card's later rolls (defense, damage) follow the card.
 */
export interface RollVisibility {
  /** User ids the roll is whispered to; empty for a public roll. */
  readonly whisper: readonly string[];
  /** Blind: the roller does not see the result either (GMs do). */
  readonly blind: boolean;
}

export const PUBLIC_ROLL: RollVisibility = { whisper: [], blind: false };

/** `mode` is the core `rollMode` setting ("publicroll", "gmroll", "blindroll", "selfroll"). */
export function visibilityOf(mode: string, self: string, gms: readonly string[]): RollVisibility {
  switch (mode) {
    case "gmroll":
      return { whisper: gms, blind: false };
    case "blindroll":
      return { whisper: gms, blind: true };
    case "selfroll":
      return { whisper: [self], blind: false };
    default:
      return PUBLIC_ROLL;
  }
}

/** The visibility of a roll this user makes now, from their roll mode. */
export function currentRollVisibility(): RollVisibility {
  const mode = game.settings.get("core", "rollMode") ?? "publicroll";
  const gms = game.users.contents.flatMap((user) => (user.isGM && user.id ? [user.id] : []));
  return visibilityOf(mode, game.user.id, gms);
}

/** The visibility of a posted card, which its later rolls keep. */
export function messageVisibility(message: ChatMessage.Implementation): RollVisibility {
  return { whisper: message.whisper.flatMap((id) => (id ? [id] : [])), blind: message.blind };
}
