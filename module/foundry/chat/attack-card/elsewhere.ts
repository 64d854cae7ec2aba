/**
 * What a hit or its follow-ups did to another creature than the row's target, kept with the damage's Undo snapshot.
 *
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

/**
 * Another creature the damage itself struck (`AppliedDamage.others`): its own Undo snapshot, of the target's shape
 * (damage-snapshot.ts: `system`, `effects`, `ended`), kept in `before.others` by its UUID.
 */
export interface DamagedElsewhere {
  readonly actorUuid: string;
  readonly before: Readonly<Record<string, unknown>>;
}

/** The other creatures a stored snapshot keeps; anything not of that shape is no such creature. */
export function damagedElsewhere(before: Readonly<Record<string, unknown>>): readonly DamagedElsewhere[] {
  const stored: unknown = before.others;
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { actorUuid, before: kept } = entry as Record<string, unknown>;
    return typeof actorUuid === "string" && typeof kept === "object" && kept !== null
      ? [{ actorUuid, before: kept as Record<string, unknown> }]
      : [];
  });
}
