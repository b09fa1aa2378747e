/** What POST /part/api/v1/partDetails answers (catalogue spec, section 7). */
import type { BreadcrumbEntry } from './catalogue-contracts';
import type { PartReplacement } from './supersession';

/** One page that shows the part. pageId is the page section's catHieId. */
export interface PartWhereUsed {
  catalogueId: string;
  pageId: string;
  callOutCode: string;
  quantity: string;
  /**
   * Ours, not the spec's (docs/decisions.md): the vehicle catalogue, major, minor and page
   * section of pageId, top down, named in the caller's language. Absent from answers the
   * device kept from before the service sent it.
   */
  location?: BreadcrumbEntry[];
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
  /** Added (issue 20): present when the part is superseded, where its chain ends. */
  replacedBy?: PartReplacement;
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
