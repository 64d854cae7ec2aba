/**
 * An ActiveEffect's core `duration`, as far as deciding whether core would ever end the effect. Fray ends its
 * effects itself (`flags.fray.expiry`, module/foundry/combat/expiry.ts) and must never write core's duration, which
 * each generation counts differently; this model lets tests prove it never does.
 *
 * v13 (foundryvtt.com/api/v13/interfaces/foundry.types.EffectDurationData.html; core v13
 * `client/documents/active-effect.mjs` `_prepareDuration`): a numeric `seconds` makes a time-based duration, any
 * `rounds` or `turns` a combat-based one, anything else "none". Core v13 shows and counts it; modules such as Times
 * Up delete on it.
 * v14 (foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html): `{value, units, expiry,
 * expired}`; "A truly indefinite duration is one in which both duration value and expiry are null", anything else is
 * ended by core's ActiveEffectRegistry (foundryvtt.com/api/classes/foundry.helpers.ActiveEffectRegistry.html) with
 * `CONFIG.ActiveEffect.expiryAction`.
 * Not modelled: the start stamps (`startTime`/`startRound`/`startTurn` in v13, the `start` block in v14) that
 * `_preCreate` fills; nothing in Fray reads them.
 */
import type { FakeGeneration } from "../generation.ts";

/** v13's source fields that make a duration (the start stamps aside). */
export interface V13EffectDuration {
  seconds?: number | null;
  rounds?: number | null;
  turns?: number | null;
}

/** v14's source fields. */
export interface V14EffectDuration {
  value?: number | null;
  units?: string;
  expiry?: string | null;
  expired?: boolean;
}

export type FakeEffectDuration = V13EffectDuration | V14EffectDuration;

const numeric = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** Whether core (or, in v13, a module reading core's duration) would end an effect with this duration. */
export function coreEndsEffect(duration: FakeEffectDuration, generation: FakeGeneration): boolean {
  if (generation === 13) {
    const d = duration as V13EffectDuration;
    return numeric(d.seconds) || Boolean(d.rounds) || Boolean(d.turns);
  }
  const d = duration as V14EffectDuration;
  return (d.value ?? null) !== null || (d.expiry ?? null) !== null;
}
