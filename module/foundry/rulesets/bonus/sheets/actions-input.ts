/** The Actions section of a `bonus` sheet from its input: the actor's abilities and its target as the medical patient. */
import type { ActionsSectionContext } from "../../../applications/sheets/actions-section.ts";
import { sheetAbilities } from "./ability-rows.ts";
import { actionsContext } from "./actions-context.ts";
import { sheetMedical } from "./medical-input.ts";
import { usableConsumables } from "../combat/use-item.ts";
import type { BonusSheetInput } from "./sheet-data.ts";

export function sheetActions(input: BonusSheetInput): ActionsSectionContext {
  const { i18n, actor } = input;
  return actionsContext(
    i18n,
    actor.id,
    input.combat ?? null,
    sheetAbilities(actor.items),
    sheetMedical(actor, input.target),
    usableConsumables(
      actor.items.flatMap((item) =>
        item.kind === "gear" && item.system.consumable
          ? [{ id: item.id, name: item.name, quantity: item.system.quantity }]
          : [],
      ),
    ),
  );
}
