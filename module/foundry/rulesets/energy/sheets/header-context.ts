/**
 * The sheet header: portrait, name, level and size, the play/edit toggle, the states that matter most (Dead,
 * Bleeding out, Unconscious), Aura and Stamina as resource bars with − / + buttons, the Round's pools — Energy and
 * Agility — as the values they reset to (the pools themselves live on the combatant), and Speed as it is now (Slowed
 * halves it).
 */
import {
  resourceBarContext,
  type Localizer,
  type ResourceBarContext,
} from "../../../applications/parts/resource-bar.ts";
import { headerFrame, type HeaderFrame } from "../../../applications/sheets/actor-context.ts";
import { numberInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { SheetMode } from "../../../applications/sheets/mode.ts";
import { ACTOR_FIELDS, ENERGY_KEYS, actorFieldLabel, choiceLabel, sheetText } from "./labels.ts";
import type { EnergySheetActor } from "./sheet-data.ts";

export const ENERGY_TRACKS = ["aura", "stamina"] as const;
export type EnergyTrackKey = (typeof ENERGY_TRACKS)[number];

export interface StateBadgeContext {
  readonly id: string;
  readonly label: string;
}

export interface PoolContext {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  /** "8 per Round": the number with its unit, so it is not read as a current amount. */
  readonly text: string;
}

export interface HeaderContext extends HeaderFrame {
  readonly subtitle: string;
  readonly badges: readonly StateBadgeContext[];
  readonly bars: readonly ResourceBarContext[];
  readonly pools: readonly PoolContext[];
  /** Edit mode: level and the tracks' current values (their maxima are derived, never stored). */
  readonly trackFields: readonly FieldContext[];
}

function badges(i18n: Localizer, actor: EnergySheetActor): StateBadgeContext[] {
  const s = actor.system.state;
  const on = [s.dead ? "dead" : "", s.bleedingOut ? "bleedingOut" : "", s.unconscious !== null ? "unconscious" : ""];
  return on.filter((id) => id !== "").map((id) => ({ id, label: sheetText(i18n, `State.${id}`) }));
}

/** Speed now, with why when a condition halved it ("3 m (Slowed: halved)"). */
export function speedPool(i18n: Localizer, actor: EnergySheetActor): PoolContext {
  const { speed } = actor.system.derived;
  const halved = speed !== actor.system.speed;
  return {
    id: "speed",
    label: i18n.localize(`${ENERGY_KEYS}.Derived.speed`),
    value: speed,
    text: sheetText(i18n, halved ? "speedHalved" : "speed", { value: speed }),
  };
}

export function headerContext(
  i18n: Localizer,
  actor: EnergySheetActor,
  mode: SheetMode,
  editable: boolean,
): HeaderContext {
  const s = actor.system;
  const edit = editable && mode === "edit";
  const pool = (id: "energyPerRound" | "maxAgility"): PoolContext => ({
    id,
    label: i18n.localize(`${ENERGY_KEYS}.Derived.${id}`),
    value: s.derived[id],
    text: sheetText(i18n, "perRound", { value: s.derived[id] }),
  });
  const field = (name: string, value: number) =>
    numberInput({ idPrefix: actor.id, name: `system.${name}`, label: actorFieldLabel(i18n, name) }, value, 0);
  return {
    ...headerFrame(i18n, actor, mode, editable),
    subtitle: sheetText(i18n, "levelSize", { level: s.level, size: choiceLabel(i18n, "Size", s.size) }),
    badges: badges(i18n, actor),
    bars: ENERGY_TRACKS.map((k) => resourceBarContext(i18n, actor.id, k, `${ACTOR_FIELDS}.${k}.label`, s[k])),
    pools: [pool("energyPerRound"), pool("maxAgility"), speedPool(i18n, actor)],
    trackFields: edit
      ? [field("level", s.level), field("aura.value", s.aura.value), field("stamina.value", s.stamina.value)]
      : [],
  };
}
