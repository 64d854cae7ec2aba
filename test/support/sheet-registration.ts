/**
 * What the rooms' register tests share: registering every sheet as `init` does, and reading back the templates
 * the registered classes' PARTS load. Each room's test keeps only its own types and class names.
 */
import { existsSync } from "node:fs";
import { repositoryPath } from "../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { fake } from "./fake-foundry/runtime.ts";

/** The PARTS map of a sheet class (untyped on the cast mixin type, so read as data). */
function partTemplates(cls: unknown): string[] {
  const parts = (cls as { PARTS: Record<string, { template: string; templates?: string[] }> }).PARTS;
  return Object.values(parts).flatMap((p) => [p.template, ...(p.templates ?? [])]);
}

/**
 * registerRooms() and registerSheets() are what `init` calls (module/foundry/hooks/init.ts), called alone so that a test does not
 * depend on the rest of init.
 */
export async function registerAllSheets(): Promise<void> {
  const { registerSheets } = await import("../../module/foundry/applications/sheets/register.ts");
  const { registerRooms } = await import("../../module/foundry/rulesets/register.ts");
  registerRooms();
  registerSheets();
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
