import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";

/**
 * Compendium pack sources as stored under `packs/_source/<pack>/` (the fvtt-cli extracted YAML form). The balance
 * script reads its monsters and the party's gear from here, and the pack tests check these same files, so a stat
 * block exists in exactly one place.
 */
export const PACK_SOURCES = "packs/_source";

export interface EmbeddedItemSource {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly img: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly _key: string;
}

export interface PrototypeTokenSource {
  readonly width: number;
  readonly height: number;
  readonly disposition: number;
  readonly bar1: { readonly attribute: string };
  readonly bar2: { readonly attribute: string };
  readonly sight: { readonly enabled: boolean; readonly range: number };
  readonly texture: { readonly src: string };
}

export interface JournalPageSource {
  readonly _id: string;
  readonly name: string;
  readonly text?: { readonly content: string };
  readonly _key: string;
}

export interface PackDocumentSource {
  readonly _id: string;
  readonly name: string;
  readonly type?: string;
  readonly img?: string;
  readonly system?: Readonly<Record<string, unknown>>;
  readonly items?: readonly EmbeddedItemSource[];
  readonly pages?: readonly JournalPageSource[];
  readonly prototypeToken?: PrototypeTokenSource;
  readonly _key: string;
}

export interface PackFile {
  readonly file: string;
  readonly doc: PackDocumentSource;
}

/** Every document of one pack, with its file name, in file-name order. */
export function readPackSources(pack: string, root = PACK_SOURCES): PackFile[] {
  const dir = join(root, pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yml"))
    .sort()
    .map((file) => ({ file, doc: yaml.load(readFileSync(join(dir, file), "utf8")) as PackDocumentSource }));
}
