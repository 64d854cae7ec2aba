import { NPC_TARGET_PARTS, npcSheetParts } from "../../../applications/sheets/parts.ts";
import { WoundsNpcModel } from "../data/actor-models.ts";
import { WoundsActorSheet } from "./actor-sheet.ts";
import { creatureSystem } from "./from-documents.ts";
import { NPC_PARTS, WOUNDS_PARTIALS } from "./templates.ts";

/** The `wounds-npc` sheet: one compact stat block that fits a 680 px window, with the character's attack buttons. */
export class WoundsNpcSheet extends WoundsActorSheet {
  static override DEFAULT_OPTIONS: typeof WoundsActorSheet.DEFAULT_OPTIONS = {
    classes: ["wounds-npc"],
    position: { width: 560, height: 680 },
  };
  static PARTS = npcSheetParts(NPC_PARTS, WOUNDS_PARTIALS);

  protected override get targetParts(): readonly string[] {
    return NPC_TARGET_PARTS;
  }

  protected override async sheetContext() {
    // The context builder loads with the first sheet opened: a chunk of its own, out of the world's load.
    const { npcContext } = await import("./npc-context.ts");
    const input = await this.sheetInput();
    const system = creatureSystem(this.actor);
    if (!input || !(system instanceof WoundsNpcModel)) return null;
    return npcContext({ ...input, npc: system });
  }
}
