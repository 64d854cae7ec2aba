/**
 * What the rooms' register tests share: registering every sheet as `init` does, and reading back the templates
 * the registered classes' PARTS load. Each room's test keeps only its own types and class names.
 */
import { existsSync } from "node:fs";
import { repositoryPath } from "../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { fake } from "./fake-foundry/runtime.ts";
import { runSetup } from "./fake-foundry/start-up.ts";

/** The PARTS map of a sheet class (untyped on the cast mixin type, so read as data). */
function partTemplates(cls: unknown): string[] {
  const parts = (cls as { PARTS: Record<string, { template: string; templates?: string[] }> }).PARTS;
  return Object.values(parts).flatMap((p) => [p.template, ...(p.templates ?? [])]);
}

/**
 * registerSettings(), registerRooms() and registerSheets() are what `init` calls (module/foundry/hooks/init.ts), called alone so that a
 * test does not depend on the rest of init; every room's play part is loaded (a world loads its own), then core's
 * `setup` applies the sheets registered by then.
 */
export async function registerAllSheets(): Promise<void> {
  const { registerSheets } = await import("../../module/foundry/applications/sheets/register.ts");
  const { registerRooms } = await import("../../module/foundry/rulesets/register.ts");
  const { registerSettings } = await import("../../module/foundry/config/settings.ts");
  const { allShells, loadRoom } = await import("../../module/foundry/room-lookup.ts");
  registerSettings();
  registerRooms();
  registerSheets();
  await Promise.all(allShells().map((shell) => loadRoom(shell.id)));
  runSetup();
}

/** Every distinct template the registered actor and item sheets' parts load, as Foundry paths. */
export function registeredPartTemplates(): string[] {
  const classes = [
    ...Object.values(fake().CONFIG.Actor.sheetClasses),
    ...Object.values(fake().CONFIG.Item.sheetClasses),
  ].flatMap((byId) => Object.values(byId).map((r) => r.cls));
  return [...new Set(classes.flatMap(partTemplates))];
}

/** Those of `paths` with no file under templates/. */
export function missingTemplates(paths: readonly string[]): string[] {
  return paths.filter((p) => !existsSync(repositoryPath(p)));
}
