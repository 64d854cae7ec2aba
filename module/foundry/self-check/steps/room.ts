/**
 * The first step: the world's room arrived whole. Its play part is a chunk fetched after `init` and its sheets are
 * registered at `setup` or `ready` depending on when it arrived (applications/sheets/register.ts), in core's sheet
 * queue, whose timing only a live world proves: every type the room has a sheet for must have it registered.
 */
import { documentTypeName } from "../../../engine/meta-registry.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { roomFor, roomLoadFailure } from "../../room-lookup.ts";
import { expectThat, need } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";

export const roomLoadedStep: SkirmishStep = {
  id: "room",
  labelKey: `${I18N_ROOT}.SelfCheck.Step.room`,
  run(s) {
    expectThat(roomLoadFailure(s.ruleset) === undefined, "the room's play code loaded", [
      String(roomLoadFailure(s.ruleset)),
    ]);
    const room = need(roomFor(s.ruleset), "the world's room");
    const missing = (["Actor", "Item"] as const).flatMap((documentName) =>
      Object.entries(room.sheets[documentName]).flatMap(([local, sheet]) => {
        const type = documentTypeName(s.ruleset, local);
        // Read as data: the registered sheets by namespaced type, then by `<scope>.<ClassName>`.
        const byType: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>> =
          CONFIG[documentName].sheetClasses;
        const registered = byType[type]?.[`${SYSTEM_ID}.${sheet.name}`];
        return registered ? [] : [`${type}: ${sheet.name}`];
      }),
    );
    expectThat(missing.length === 0, "every sheet of the room is registered for its type", missing);
    return Promise.resolve();
  },
};
