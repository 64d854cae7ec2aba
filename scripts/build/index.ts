// `npm run build`: writes dist/, the folder a host drops into Data/systems/fray, plus dist/fray.zip.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { buildReleaseManifest, toJsonText, type PackageInfo } from "../manifest/build-manifest.ts";
import { buildPacks } from "./packs.ts";
import { DIST, STATIC_DIRS, STATIC_FILES } from "./paths.ts";
import { buildStyles } from "./styles.ts";
import { buildZip } from "./zip.ts";

const started = performance.now();
rmSync(DIST, { recursive: true, force: true });
await build({ configFile: "vite.config.ts", logLevel: "warn" });
buildStyles();
for (const dir of STATIC_DIRS) cpSync(dir, join(DIST, dir), { recursive: true });
for (const file of STATIC_FILES) cpSync(file, join(DIST, file));
const packs = await buildPacks();
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageInfo;
writeFileSync(join(DIST, "system.json"), toJsonText(buildReleaseManifest(pkg)));
const zip = buildZip();
console.log(`built ${DIST}/ (${packs.length} packs) and ${zip} in ${Math.round(performance.now() - started)} ms`);
