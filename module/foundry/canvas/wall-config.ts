/**
 * The wall's cover override on the core WallConfig sheet: "Computed" (no flag), "None", and the levels the world's
 * room reads (light / partial / full in a `bonus` world), saved as `flags.fray.cover` by the sheet's own submit.
 * walls.ts says what each value does.
 */
import { I18N_ROOT } from "../constants.ts";
import { insertField, sheetSelectField } from "./config-field.ts";
import { activeRulesetId } from "../config/settings.ts";
import { shellFor } from "../room-lookup.ts";
import { isWallCoverFlag } from "./walls.ts";

const KEYS = `${I18N_ROOT}.Canvas.WallCover`;

/** The hook's application, as the object a field keeps its unsaved choice under. */
export function isSheet(app: unknown): app is object {
  return typeof app === "object" && app !== null;
}

/** The document a config sheet edits, read without trusting the hook's untyped application. */
export function sheetDocument(app: unknown): unknown {
  return isSheet(app) && "document" in app ? app.document : undefined;
}

export function addWallCoverField(app: unknown, element: HTMLElement): void {
  const wall = sheetDocument(app);
  if (!isSheet(app) || !(wall instanceof WallDocument) || element.querySelector('[name="flags.fray.cover"]')) return;
  const stored: unknown = wall.flags.fray?.cover;
  // "None" holds in every world; a level only where the world's room reads it (room.ts `wallCoverLevels`).
  const levels = ["none", ...(shellFor(activeRulesetId())?.wallCoverLevels ?? [])];
  const options = [
    { value: "", label: game.i18n.localize(`${KEYS}.computed`) },
    ...levels.map((level) => ({ value: level, label: game.i18n.localize(`${KEYS}.${level}`) })),
  ];
  const field = sheetSelectField(app, document, {
    name: "flags.fray.cover",
    label: game.i18n.localize(`${KEYS}.label`),
    hint: game.i18n.localize(`${KEYS}.hint`),
    // A level this world does not read shows as what it does: computed.
    value: isWallCoverFlag(stored) && levels.includes(stored) ? stored : "",
    options,
  });
  insertField(element, field, "sight");
}
