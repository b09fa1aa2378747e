/**
 * The demo EPC news (EpcUpdates) and service messages (EpcServiceMessages). Fixed dates keep
 * the demo the same on every machine; the active service message runs for years so the demo
 * shows it whenever it is started, and the others show what the activity rule leaves out.
 */

export interface DemoCustomObject {
  key: string;
  data: Record<string, unknown>;
  lastModified: string;
}

const newsItem = (key: string, lastModified: string, data: Record<string, unknown>): DemoCustomObject => ({
  key,
  lastModified,
  data: { c_fileName: `${key}.pdf`, c_fileUrl: `/api/news/files/${key}`, ...data },
});

export const demoNews: readonly DemoCustomObject[] = [
  newsItem('epc-update-2026-11-en-GB', '2026-11-12T09:00:00.000Z', {
    c_name: 'November 2026 catalogue update',
    c_languageCode: 'en-GB',
    c_summary: 'The November release adds the 2027 model year and revises several service bulletins.',
    c_sections: [
      {
        heading: 'New vehicles',
        text: 'Catalogues for the 2027 model year of both brands are now available. Decode a vehicle identification number to see the parts that fit.',
      },
      {
        heading: 'Revised bulletins',
        text: 'Bulletins for brake and cooling sections carry revised fitting instructions. Parts of affected batches are marked in their bulletins.',
      },
      {
        heading: 'Prices',
        text: 'Retail prices for GB, CA and DE follow the November price file. Shopping lists are priced again when they are next opened online.',
      },
    ],
  }),
  newsItem('epc-update-2026-10-en-GB', '2026-10-20T08:30:00.000Z', {
    c_name: 'Bookmarks and shared catalogues',
    c_languageCode: 'en-GB',
    c_summary: 'Bookmarks now keep the page you were on, the vehicle and its configuration, and open in a new window.',
    c_sections: [
      {
        heading: 'Bookmarks',
        text: 'Save up to fifty bookmarks with names of your choice. They follow you to every device you sign in on.',
      },
      {
        heading: 'Shared catalogues',
        text: 'Parts shared between models are shown once, with the models they fit listed on the page.',
      },
    ],
  }),
  newsItem('epc-update-2026-09-en-GB', '2026-09-15T07:45:00.000Z', {
    c_name: 'Working offline in the workshop',
    c_languageCode: 'en-GB',
    c_summary: 'Pages, illustrations and documents you have opened stay available when the network drops.',
    c_sections: [
      {
        heading: 'What works offline',
        text: 'Catalogue pages seen before, kept vehicles, notes and shopping list edits. Changes made offline are sent when the network returns.',
      },
      {
        heading: 'What needs a network',
        text: 'Pricing a shopping list, sending it to a dealer and signing in for the first time.',
      },
    ],
  }),
  newsItem('epc-update-2026-11-de-DE', '2026-11-05T09:00:00.000Z', {
    c_name: 'Katalog-Update November 2026',
    c_languageCode: 'de-DE',
    c_summary: 'Die Novemberausgabe enthält das Modelljahr 2027 und überarbeitete Service-Bulletins.',
    c_sections: [
      { heading: 'Neue Fahrzeuge', text: 'Die Kataloge des Modelljahrs 2027 beider Marken sind verfügbar.' },
      { heading: 'Preise', text: 'Die Preise für Deutschland folgen der Preisliste vom November.' },
    ],
  }),
];

export const demoServiceMessages: readonly DemoCustomObject[] = [
  {
    key: 'service-message-maintenance-en-GB',
    lastModified: '2026-11-01T08:00:00.000Z',
    data: {
      c_status: true,
      c_languageCode: 'en-GB',
      c_startDate: '2026-01-01T00:00:00.000Z',
      c_endDate: '2036-12-31T23:59:59.000Z',
      c_messageContent:
        'Planned maintenance: the parts catalogue may be unavailable for a few minutes on Sundays between 02:00 and 04:00 UTC.',
    },
  },
  {
    key: 'service-message-2025-price-file-en-GB',
    lastModified: '2025-06-30T08:00:00.000Z',
    data: {
      c_status: true,
      c_languageCode: 'en-GB',
      c_startDate: '2025-06-01T00:00:00.000Z',
      c_endDate: '2025-06-30T23:59:59.000Z',
      c_messageContent: 'The June 2025 price file is being loaded; prices may change during the day.',
    },
  },
  {
    key: 'service-message-maintenance-de-DE',
    lastModified: '2026-11-01T08:00:00.000Z',
    data: {
      c_status: false,
      c_languageCode: 'de-DE',
      c_startDate: '2026-01-01T00:00:00.000Z',
      c_endDate: '2036-12-31T23:59:59.000Z',
      c_messageContent:
        'Geplante Wartung: Der Teilekatalog ist sonntags zwischen 02:00 und 04:00 UTC kurz nicht erreichbar.',
    },
  },
];
