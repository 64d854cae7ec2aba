import { onInit } from "./init.ts";
import { onSetup } from "./setup.ts";
import { onReady } from "./ready.ts";

/** Wires the system's lifecycle hooks. Called once from the entry module. */
export function registerHooks(): void {
  Hooks.once("init", onInit);
  Hooks.once("setup", onSetup);
  Hooks.once("ready", onReady);
}
