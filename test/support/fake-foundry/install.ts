// vitest setup file for the "foundry" project: every adapter test file starts with a fresh fake Foundry API.
import { installFakeFoundry } from "./runtime.ts";

installFakeFoundry();
