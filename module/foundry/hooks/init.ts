import { registerSettings } from "../config/settings.ts";
import { registerMigrationVersionSetting } from "../config/migration-version.ts";
import { registerDataModels } from "../data/register-models.ts";
import { registerForeignItemGuard } from "../data/foreign-items.ts";
import { registerSheets } from "../applications/sheets/register.ts";
import { registerChat } from "../chat/register.ts";
import { registerQueries } from "../queries/register.ts";
import { registerCombat } from "../combat/register.ts";
import { registerCombatTracker } from "../applications/tracker/register.ts";
import { registerTrackerSettings } from "../config/tracker-settings.ts";
import { registerStatusEffects } from "../effects/register.ts";
import { registerRooms } from "../rulesets/register.ts";
import { registerCanvas } from "../canvas/register.ts";
import { registerSelfCheckMenu } from "../self-check/register.ts";

/** `init`: register everything Foundry must know before the world's documents are built. */
export function onInit(): void {
  registerSettings();
  registerRooms();
  registerMigrationVersionSetting();
  registerDataModels();
  registerForeignItemGuard();
  registerChat();
  registerQueries();
  registerCombat();
  registerTrackerSettings();
  registerCombatTracker();
  registerSheets();
  registerStatusEffects();
  registerCanvas();
  registerSelfCheckMenu();
}
