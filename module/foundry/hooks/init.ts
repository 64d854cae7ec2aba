import { registerSettings } from "../config/settings.ts";
import { registerDataModels } from "../data/register-models.ts";
import { registerSheets } from "../applications/sheets/register.ts";
import { registerChat } from "../chat/register.ts";
import { registerQueries } from "../queries/register.ts";
import { registerStatusEffects } from "../effects/register.ts";
import { registerBonusIndexFields } from "../rulesets/bonus/packs.ts";
import { registerEnergyIndexFields } from "../rulesets/energy/packs.ts";

/** `init`: register everything Foundry must know before the world's documents are built. */
export function onInit(): void {
  registerSettings();
  registerDataModels();
  registerChat();
  registerQueries();
  registerSheets();
  registerStatusEffects();
  registerBonusIndexFields();
  registerEnergyIndexFields();
}
