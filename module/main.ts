import { registerHooks } from "./foundry/hooks/index.ts";

registerHooks();
