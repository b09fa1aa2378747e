/** What POST /part/api/v1/partDetails answers (catalogue spec, section 7). */

/** One page that shows the part. pageId is the page section's catHieId. */
export interface PartWhereUsed {
  catalogueId: string;
  pageId: string;
  callOutCode: string;
  quantity: string;
}

export interface PartDetails {
  partNumber: string;
  /** In the caller's language, English when it has no translation. */
  description: string;
  brand: string;
  /** The first pages that show the part (the service sends at most 20). */
  whereUsed: PartWhereUsed[];
  /** How many pages show it in all. */
  whereUsedCount: number;
  /**
   * The part's picture, an app path or a full URL (issue 20). Named after the spec's
   * recommendation data's imageUrl (shell spec, section 3), the one picture field it gives a part.
   */
  imageUrl: string;
}

/** responseObject of partDetails: unknown part numbers are listed rather than failing the call. */
export interface PartDetailsReply {
  parts: PartDetails[];
  notFound: string[];
}
