import { DomainError, type DomainErrorKind } from '../../../platform/errors/domain-error.js';

/** The apps whose collections Savor reads (the `format` of POST /api/imports and of an import's report). */
export const COLLECTION_FORMATS = ['paprika', 'mealie', 'tandoor', 'nextcloud', 'schema-org', 'savor'] as const;
export type CollectionFormat = (typeof COLLECTION_FORMATS)[number];

/** How each app is named in an imported recipe's source (`Imported from {app}`, DECISIONS.md). */
export const FORMAT_APP_NAMES: Record<CollectionFormat, string> = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  nextcloud: 'Nextcloud Cookbook',
  'schema-org': 'schema.org',
  savor: 'Savor',
};

/**
 * One recipe as a collection file holds it, mapped onto Savor's fields but not yet checked against
 * Savor's limits (the import clamps lengths and fills defaults). Text is plain: HTML tags and entities
 * are gone.
 */
export interface CollectionRecipe {
  name: string;
  description: string;
  /** Group headings stay as lines of their own, ending with a colon ('For the sauce:'). */
  ingredients: string[];
  /** Sections flattened in order. */
  instructions: string[];
  /** Minutes of cooking as given, else the total less the preparation, else the total; null when none is. */
  cookTime: number | null;
  /** Minutes of preparation and from start to table, as given; null when not. */
  prepTime: number | null;
  totalTime: number | null;
  servings: number | null;
  /** What the recipe makes, when that says more than its servings ('Makes 12 cookies'); null otherwise. */
  yield: string | null;
  /** The file's own category words, as written (mapped onto Savor's categories by the import). */
  categories: string[];
  tags: string[];
  /** Notes, as tips. */
  tips: string[];
  /** The address the recipe came from, when the file names one. */
  sourceUrl: string | null;
  /** Savor's nutrient keys (calories, protein, carbs, fat, fiber, sugar, sodium, …) to their values as written. */
  nutrition: Record<string, string | number> | null;
  /** The photo's bytes as found in the file (not yet checked or re-encoded); null without one. */
  photo: Buffer | null;
  /** Only Savor's own export carries these; other formats leave them undefined. */
  savor?: {
    slug?: string;
    difficulty?: string;
    category?: string;
    source?: string;
    isFavorite?: boolean;
    isPublic?: boolean;
    isEdited?: boolean;
    originalCreatorId?: number | null;
    createdAt?: Date;
    updatedAt?: Date;
  };
}

/** One recipe of a collection: its name for the report before it is read, and the reading itself. */
export interface CollectionItem {
  /** The name the report shows if reading fails (the entry's file name without extension, or the recipe's name when known). */
  label: string;
  /** Reads and maps the recipe; throws `CollectionItemError` with a plain-words reason when it cannot. */
  read(): Promise<CollectionRecipe>;
}

export interface Collection {
  format: CollectionFormat;
  items: CollectionItem[];
}

export type CollectionFileErrorCode =
  'UNKNOWN_FORMAT' | 'UNREADABLE_FILE' | 'ARCHIVE_TOO_LARGE' | 'TOO_MANY_ENTRIES' | 'ZIP_BOMB' | 'UNSAFE_PATH' | 'NESTED_TOO_DEEP';

/** Why a whole file cannot be imported: the upload answers 400 (413 for the size limits) with this message. */
export class CollectionFileError extends DomainError {
  readonly kind: DomainErrorKind;
  constructor(
    message: string,
    override readonly code: CollectionFileErrorCode,
  ) {
    super(message);
    this.kind = code === 'ARCHIVE_TOO_LARGE' || code === 'TOO_MANY_ENTRIES' || code === 'ZIP_BOMB' ? 'too-large' : 'invalid';
  }
}

export class CollectionTooLargeError extends CollectionFileError {
  constructor() {
    super('This file is larger than 50 MB. Export fewer recipes at a time.', 'ARCHIVE_TOO_LARGE');
  }
}

/** Why one recipe of a collection cannot be imported (a failed item of the report, in plain words). */
export class CollectionItemError extends Error {}

/** The bounds every uploaded collection is held to (issue 49). */
export const COLLECTION_LIMITS = {
  maxFileBytes: 50 * 1024 * 1024,
  maxEntries: 5000,
  maxTotalUncompressedBytes: 500 * 1024 * 1024,
  /** A zip inside a zip (Tandoor) is read; a zip inside that is not. */
  maxNestingDepth: 2,
  /** An entry whose uncompressed size exceeds its compressed size this many times (beyond 1 MB) is a bomb. */
  maxCompressionRatio: 100,
  /** One recipe document (JSON or HTML) and one photo. */
  maxDocumentBytes: 5 * 1024 * 1024,
  maxPhotoBytes: 15 * 1024 * 1024,
} as const;
