/**
 * A walk refused past the movement pool names the difficult ground that made it dear (decision 238): "Each yard of
 * movement in difficult terrain costs 2, 3, 4, or more yards worth of normal movement" — "Not enough movement (yards):
 * needs 6, has 4 (2 short); 3 yards of difficult ground ×2." Any other refusal, or a walk on open ground, reads as
 * `woundsRefusal` gives it.
 */
import type { WoundsRefusal } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import { difficultYards, type TerrainStretch } from "../../../../engine/rulesets/wounds/movement/walk-terrain.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsRefusal } from "./refusal.ts";

const ON_GROUND = `${I18N_ROOT}.Wounds.Refusal.noMovementOnGround`;
const GROUND = `${I18N_ROOT}.Wounds.Movement.difficultGround`;
const ONE_YARD = `${I18N_ROOT}.Wounds.Movement.difficultGroundOne`;

/** A yard count as shown: a stretch cut by a Region's edge on a scene in feet may hold a part-yard (one decimal). */
const shown = (n: number): number => Math.round(n * 10) / 10;

export function walkRefusal(
  reason: WoundsRefusal,
  stretches: readonly TerrainStretch[],
  i18n: Localizer = foundryLocalizer(),
): Refusal {
  const plain = woundsRefusal(reason, i18n);
  const ground = difficultYards(stretches);
  if (reason.code !== "noMovement" || ground.length === 0 || !plain.data) return plain;
  const named = ground
    .map(({ multiplier, yards }) =>
      i18n.format(shown(yards) === 1 ? ONE_YARD : GROUND, { yards: shown(yards), multiplier: shown(multiplier) }),
    )
    .join(", ");
  return { refused: ON_GROUND, data: { ...plain.data, ground: named } };
}
