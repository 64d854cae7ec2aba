import { NPC_TARGET_PARTS, npcSheetParts } from "../../../applications/sheets/parts.ts";
import { BonusNpcModel } from "../data/actor-models.ts";
import { BonusActorSheet } from "./actor-sheet.ts";
import { creatureSystem } from "./from-documents.ts";
import { BONUS_PARTIALS, NPC_PARTS } from "./templates.ts";

/** The `bonus-npc` sheet: one compact stat block, with the character sheet's Attack buttons. */
export class BonusNpcSheet extends BonusActorSheet {
  static override DEFAULT_OPTIONS: typeof BonusActorSheet.DEFAULT_OPTIONS = {
    classes: ["bonus-npc"],
    position: { width: 560, height: 680 },
  };
  static PARTS = npcSheetParts(NPC_PARTS, BONUS_PARTIALS);

  protected override get targetParts(): readonly string[] {
    return NPC_TARGET_PARTS;
  }

  protected override async sheetContext() {
    // The context builder loads with the first sheet opened: a chunk of its own, out of the world's load.
    const { npcContext } = await import("./npc-context.ts");
    const input = await this.sheetInput();
    const system = creatureSystem(this.actor);
    if (!input || !(system instanceof BonusNpcModel)) return null;
    return npcContext({ ...input, threat: system.threat, object: system.object });
  }
}
