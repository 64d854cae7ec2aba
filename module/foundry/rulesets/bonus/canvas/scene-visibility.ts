/**
 * `bonus` visibility per scene: a `flags.fray.visibility` control on the core SceneConfig sheet (normal, reduced,
 * low, zero: the seed's Visibility table), read by the canvas into the roll dialog's visibility default. The shared
 * canvas calls it only while `bonus` is the world's ruleset.
 */
import { VISIBILITY_LEVELS } from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import { insertField, sheetSelectField } from "../../../canvas/config-field.ts";
import { isSheet, sheetDocument } from "../../../canvas/wall-config.ts";
import { I18N_ROOT } from "../../../constants.ts";

const KEYS = `${I18N_ROOT}.Bonus.SceneVisibility`;

export function addSceneVisibilityField(app: unknown, element: HTMLElement): void {
  const scene = sheetDocument(app);
  if (!isSheet(app) || !(scene instanceof Scene)) return;
  if (element.querySelector('[name="flags.fray.visibility"]')) return;
  const field = sheetSelectField(app, document, {
    name: "flags.fray.visibility",
    label: game.i18n.localize(`${KEYS}.label`),
    hint: game.i18n.localize(`${KEYS}.hint`),
    value: scene.flags.fray?.visibility ?? "normal",
    options: VISIBILITY_LEVELS.map((level) => ({ value: level, label: game.i18n.localize(`${KEYS}.${level}`) })),
  });
  insertField(element, field, "grid.units");
}
