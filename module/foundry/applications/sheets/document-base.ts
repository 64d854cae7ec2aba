/**
 * The id, name and image every sheet row and header shows, copied out of a Foundry document. Stored documents
 * always have an id and Foundry fills in a default image; the fallbacks only satisfy the nullable typings.
 */
export interface DocumentBase {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

export function documentBase(doc: {
  readonly id: string | null;
  readonly name: string;
  readonly img?: string | null | undefined;
}): DocumentBase {
  return { id: doc.id ?? "", name: doc.name, img: doc.img ?? "" };
}
