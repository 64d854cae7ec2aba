/**
 * A condition effect a follow-up roll set on another creature than the row's target (procedure/steps/follow-up-roll.ts:
 * a wounded rider's roll leaving its mount Out of Control, `wounds`), kept with the damage's Undo snapshot
 * (`before.elsewhere`) so Undo takes it away with the damage (damage-snapshot.ts).
 */
export interface EffectElsewhere {
  readonly actorUuid: string;
  readonly effectId: string;
}

/** The effects elsewhere a stored snapshot keeps; anything not of that shape is no such effect. */
export function effectsElsewhere(before: Readonly<Record<string, unknown>>): readonly EffectElsewhere[] {
  const stored: unknown = before.elsewhere;
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { actorUuid, effectId } = entry as Record<string, unknown>;
    return typeof actorUuid === "string" && typeof effectId === "string" ? [{ actorUuid, effectId }] : [];
  });
}
