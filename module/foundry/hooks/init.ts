import { registerSettings } from "../config/settings.ts";
import { registerDataModels } from "../data/register-models.ts";

/** `init`: register everything Foundry must know before the world's documents are built. */
export function onInit(): void {
  registerSettings();
  registerDataModels();
}
