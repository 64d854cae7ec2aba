// Writes system.json and template.json from the ruleset registry: `npm run generate`.
import { readFileSync, writeFileSync } from "node:fs";
import { buildManifest, buildTemplate, toJsonText, type PackageInfo } from "./manifest/build-manifest.ts";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageInfo;
writeFileSync("system.json", toJsonText(buildManifest(pkg)));
writeFileSync("template.json", toJsonText(buildTemplate()));
console.log("wrote system.json and template.json");
