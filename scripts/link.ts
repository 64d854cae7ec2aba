// `npm run link -- <FoundryDataPath>`: symlinks dist/ as Data/systems/fray for development.
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

const dataPath = process.argv[2];
if (!dataPath) {
  console.error("usage: npm run link -- <FoundryDataPath>   (the folder that contains Data/)");
  process.exit(1);
}
const systems = join(resolve(dataPath), "Data", "systems");
if (!existsSync(systems)) {
  console.error(`${systems} does not exist: pass Foundry's user data folder (the one holding Data/)`);
  process.exit(1);
}
const target = join(systems, "fray");
if (existsSync(target) || isBrokenLink(target)) {
  if (!lstatSync(target).isSymbolicLink()) {
    console.error(`${target} exists and is not a link; move it away first (nothing was changed)`);
    process.exit(1);
  }
  rmSync(target);
}
mkdirSync("dist", { recursive: true });
symlinkSync(resolve("dist"), target, "dir");
console.log(`linked ${target} -> ${resolve("dist")}; run npm run build (or npm run dev) and reload Foundry`);

function isBrokenLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
