/** A sport or a casino category: a stable id, a slug (also its icon's file name), its names in both languages. */
export interface NamedSeed {
  id: number;
  slug: string;
  name: string;
  nameRu: string;
}
