type Translations = Record<string, unknown>;

/** `game.i18n` over merged translation files: nested keys, `{name}` placeholders, missing keys echo the key. */
export class FakeI18n {
  lang = "en";
  translations: Translations = {};

  /** Merges a language file, as Foundry merges every `languages` entry of the same lang. */
  load(file: Translations): void {
    this.translations = merge(this.translations, file);
  }

  has(key: string): boolean {
    return typeof this.lookup(key) === "string";
  }

  localize(key: string): string {
    const value = this.lookup(key);
    return typeof value === "string" ? value : key;
  }

  format(key: string, data: Record<string, string | number> = {}): string {
    return this.localize(key).replace(/{(\w+)}/g, (match, name: string) => (name in data ? String(data[name]) : match));
  }

  private lookup(key: string): unknown {
    let node: unknown = this.translations;
    for (const part of key.split(".")) {
      if (typeof node !== "object" || node === null) return undefined;
      node = (node as Translations)[part];
    }
    return node;
  }
}

function merge(a: Translations, b: Translations): Translations {
  const out: Translations = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = out[k];
    out[k] =
      typeof v === "object" && v !== null && typeof cur === "object" && cur !== null
        ? merge(cur as Translations, v as Translations)
        : v;
  }
  return out;
}
