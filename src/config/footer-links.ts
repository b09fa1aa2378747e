/**
 * The footer's external links (shell spec, section 2): About Us, Applications and Add-Ons,
 * and each brand's social pages. They leave the app, so the footer opens them in a new tab
 * with rel="noopener noreferrer". Demo addresses; a deployment replaces them.
 */

export const aboutUsLinks = {
  company: 'https://www.arden-corvid.example/about',
  careers: 'https://careers.arden-corvid.example/',
  newsroom: 'https://media.arden-corvid.example/newsroom',
  accessibility: 'https://www.arden-corvid.example/accessibility',
} as const;

export const applicationLinks = {
  diagnostics: 'https://diagnostics.arden-corvid.example/',
  technicalInformation: 'https://topix.arden-corvid.example/',
  partsOrdering: 'https://dealer-parts.arden-corvid.example/',
  mobileApp: 'https://apps.arden-corvid.example/epc-mobile',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'x' | 'linkedin';

/** Per brand, by the brand's site id (src/config/sites.ts). */
export const brandSocialLinks: Readonly<Record<string, Readonly<Record<SocialNetwork, string>>>> = {
  arden: {
    facebook: 'https://www.facebook.com/ardencars.example',
    instagram: 'https://www.instagram.com/ardencars.example',
    youtube: 'https://www.youtube.com/@ardencars-example',
    x: 'https://x.com/ardencars_example',
    linkedin: 'https://www.linkedin.com/company/arden-cars-example',
  },
  corvid: {
    facebook: 'https://www.facebook.com/corvidmotors.example',
    instagram: 'https://www.instagram.com/corvidmotors.example',
    youtube: 'https://www.youtube.com/@corvidmotors-example',
    x: 'https://x.com/corvidmotors_example',
    linkedin: 'https://www.linkedin.com/company/corvid-motors-example',
  },
};
