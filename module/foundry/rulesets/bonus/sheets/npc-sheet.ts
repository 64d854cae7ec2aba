import { BonusActorSheet } from "./actor-sheet.ts";
import { creatureSystem } from "./from-documents.ts";
import { npcContext } from "./npc-context.ts";
import { BONUS_PARTIALS, NPC_PARTS } from "./templates.ts";
import { BonusNpcModel } from "../data/actor-models.ts";

type PrepareOptions = Parameters<BonusActorSheet["_prepareContext"]>[0];
const partials = [...BONUS_PARTIALS];

/** The `bonus-npc` sheet: one compact stat block, with the character sheet's Attack buttons. */
export class BonusNpcSheet extends BonusActorSheet {
  static override DEFAULT_OPTIONS: typeof BonusActorSheet.DEFAULT_OPTIONS = {
    classes: ["bonus-npc"],
    position: { width: 560, height: 680 },
  };

  static PARTS = {
    header: { template: NPC_PARTS.header, templates: partials },
    block: { template: NPC_PARTS.block, templates: partials, scrollable: [""] },
  };

  protected override get targetParts(): readonly string[] {
    return ["block"];
  }

  override async _prepareContext(options: PrepareOptions) {
    const base = await super._prepareContext(options);
    const input = await this.sheetInput();
    const system = creatureSystem(this.actor);
    if (!input || !(system instanceof BonusNpcModel)) return base;
    return { ...base, ...npcContext({ ...input, threat: system.threat }) };
  }
}
