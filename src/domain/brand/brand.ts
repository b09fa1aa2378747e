/** How one brand looks: its name, colours and logo. Values come from configuration. */
export interface Brand {
  /** Site id the brand is served under. */
  siteId: string;
  name: string;
  /** Brand key colour (hex, #rrggbb) from which the whole colour ramp is derived. */
  primaryColour: string;
  /** Path of the logo under public/. */
  logoUrl: string;
  /** The logo's width over its height, so it is drawn at its size before it loads (no layout shift). */
  logoAspectRatio: number;
}
