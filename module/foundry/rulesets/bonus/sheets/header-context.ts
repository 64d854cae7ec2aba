/**
 * The sheet header: portrait, name, the play/edit toggle, the damage states that matter most (Wounded, Shock …)
 * and the four tracks as resource bars with keyboard-reachable − / + buttons.
 */
import {
  resourceBarContext,
  type Localizer,
  type ResourceBarContext,
} from "../../../applications/parts/resource-bar.ts";
import { headerFrame, type HeaderFrame } from "../../../applications/sheets/actor-context.ts";
import { numberInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { ACTOR_FIELDS, actorFieldLabel, choiceLabel } from "./labels.ts";
import type { BonusSheetActor } from "./sheet-data.ts";
import type { SheetMode } from "../../../applications/sheets/mode.ts";

export const BONUS_TRACKS = ["durability", "health", "vigor", "mana"] as const;
export type BonusTrackKey = (typeof BONUS_TRACKS)[number];

/** Damage states shown as badges, most severe first; each has a word and an icon, not only a colour. */
const STATE_BADGES = ["dead", "shock", "stabilized", "unconscious", "wounded"] as const;

export interface StateBadgeContext {
  readonly id: string;
  readonly label: string;
}

export interface HeaderContext extends HeaderFrame {
  readonly badges: readonly StateBadgeContext[];
  readonly bars: readonly ResourceBarContext[];
  /** Edit mode: the tracks' current and maximum values as inputs. */
  readonly trackFields: readonly FieldContext[];
}

function badges(i18n: Localizer, actor: BonusSheetActor): StateBadgeContext[] {
  const status = actor.system.derived.status;
  const on = STATE_BADGES.filter((id) => status[id]);
  // Shock and Stabilized already imply Unconscious; naming it again adds noise, not information.
  const shown = on.filter((id) => id !== "unconscious" || !(status.shock || status.stabilized));
  return shown.map((id) => ({ id, label: choiceLabel(i18n, "Condition", id) }));
}

export function headerContext(
  i18n: Localizer,
  actor: BonusSheetActor,
  mode: SheetMode,
  editable: boolean,
): HeaderContext {
  const s = actor.system;
  const edit = editable && mode === "edit";
  // Mana is only shown when the creature has any (or while editing, to give it some).
  const tracks = BONUS_TRACKS.filter((k) => k !== "mana" || s.mana.max > 0 || edit);
  return {
    ...headerFrame(i18n, actor, mode, editable),
    badges: badges(i18n, actor),
    bars: tracks.map((k) => resourceBarContext(i18n, actor.id, k, `${ACTOR_FIELDS}.${k}.label`, s[k])),
    trackFields: edit
      ? BONUS_TRACKS.flatMap((k) => [
          numberInput(
            { idPrefix: actor.id, name: `system.${k}.value`, label: actorFieldLabel(i18n, `${k}.value`) },
            s[k].value,
            0,
          ),
          numberInput(
            { idPrefix: actor.id, name: `system.${k}.max`, label: actorFieldLabel(i18n, `${k}.max`) },
            s[k].max,
            0,
          ),
        ])
      : [],
  };
}
