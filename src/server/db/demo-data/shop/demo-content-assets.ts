/**
 * Content assets the product uses (shop API GET content/{id}, shell spec section 7): the
 * EU 2018/858 access notice the footer's compliance link is about, the subscription terms of
 * /manage-subscription and the terms of the Data Download Platform. English (en-GB, the site
 * default every other locale falls back to) and a few other languages; a locale without its
 * own text gets the English one. Bodies are plain text, paragraphs separated by a blank line.
 */

export interface DemoContentAsset {
  contentId: string;
  locale: string;
  name: string;
  description: string;
  body: string;
}

type Texts = Readonly<Record<string, { name: string; description: string; body: readonly string[] }>>;

const complianceTexts: Texts = {
  'en-GB': {
    name: 'EU 2018/858 compliance',
    description: 'Access to vehicle repair and maintenance information for independent operators.',
    body: [
      'Regulation (EU) 2018/858, Articles 61 and 63, requires vehicle manufacturers to give independent operators unrestricted, standardised and non-discriminatory access to vehicle repair and maintenance information, in a machine-readable form.',
      'Independent repairers can subscribe to this parts catalogue by the hour, day, month or year, at proportionate prices, on the same terms as authorised retailers.',
      'Authorised independent operators can also download parts data (applicability, supersessions and prices) from the Data Download Platform.',
    ],
  },
  'fr-FR': {
    name: 'Conformité UE 2018/858',
    description: 'Accès des opérateurs indépendants aux informations sur la réparation et l’entretien des véhicules.',
    body: [
      'Le règlement (UE) 2018/858, articles 61 et 63, impose aux constructeurs de donner aux opérateurs indépendants un accès illimité, normalisé et non discriminatoire aux informations sur la réparation et l’entretien des véhicules, sous une forme lisible par machine.',
      'Les réparateurs indépendants peuvent s’abonner à ce catalogue de pièces à l’heure, à la journée, au mois ou à l’année, à des prix proportionnés, aux mêmes conditions que les distributeurs agréés.',
      'Les opérateurs indépendants autorisés peuvent aussi télécharger les données des pièces (applicabilité, remplacements et prix) depuis la plateforme de téléchargement de données.',
    ],
  },
  'de-DE': {
    name: 'EU-Konformität 2018/858',
    description: 'Zugang unabhängiger Wirtschaftsakteure zu Reparatur- und Wartungsinformationen.',
    body: [
      'Die Verordnung (EU) 2018/858, Artikel 61 und 63, verpflichtet Fahrzeughersteller, unabhängigen Wirtschaftsakteuren uneingeschränkten, standardisierten und diskriminierungsfreien Zugang zu Reparatur- und Wartungsinformationen in maschinenlesbarer Form zu gewähren.',
      'Unabhängige Werkstätten können diesen Teilekatalog stunden-, tage-, monats- oder jahresweise zu verhältnismäßigen Preisen abonnieren, zu denselben Bedingungen wie Vertragshändler.',
      'Berechtigte unabhängige Wirtschaftsakteure können Teiledaten (Verwendbarkeit, Ersetzungen und Preise) außerdem über die Datendownload-Plattform herunterladen.',
    ],
  },
  'es-ES': {
    name: 'Cumplimiento UE 2018/858',
    description: 'Acceso de los operadores independientes a la información de reparación y mantenimiento.',
    body: [
      'El Reglamento (UE) 2018/858, artículos 61 y 63, obliga a los fabricantes a dar a los operadores independientes un acceso ilimitado, normalizado y no discriminatorio a la información sobre reparación y mantenimiento de vehículos, en un formato legible por máquina.',
      'Los talleres independientes pueden suscribirse a este catálogo de piezas por horas, días, meses o años, a precios proporcionados, en las mismas condiciones que los concesionarios autorizados.',
      'Los operadores independientes autorizados también pueden descargar datos de piezas (aplicabilidad, sustituciones y precios) desde la plataforma de descarga de datos.',
    ],
  },
};

const subscriptionTexts: Texts = {
  'en-GB': {
    name: 'Subscription terms',
    description: 'How a catalogue subscription for independent repairers works.',
    body: [
      'A subscription gives one true-independent user access to the parts catalogue for the period bought: an hour, a day, a month or a year.',
      'A period bought while a subscription is running starts when the running one ends; bought after it has expired, it starts at once.',
      'Payment is taken when the order is placed. A declined card takes no payment and places no order.',
    ],
  },
  'fr-FR': {
    name: 'Conditions d’abonnement',
    description: 'Fonctionnement de l’abonnement au catalogue pour les réparateurs indépendants.',
    body: [
      'Un abonnement donne à un utilisateur indépendant l’accès au catalogue de pièces pour la durée achetée : une heure, un jour, un mois ou un an.',
      'Une durée achetée pendant un abonnement en cours commence à la fin de celui-ci ; achetée après son expiration, elle commence immédiatement.',
      'Le paiement est pris lors de la commande. Une carte refusée ne prélève rien et ne passe aucune commande.',
    ],
  },
  'de-DE': {
    name: 'Abonnementbedingungen',
    description: 'So funktioniert ein Katalogabonnement für unabhängige Werkstätten.',
    body: [
      'Ein Abonnement gibt einem unabhängigen Nutzer Zugang zum Teilekatalog für den gekauften Zeitraum: eine Stunde, einen Tag, einen Monat oder ein Jahr.',
      'Ein während eines laufenden Abonnements gekaufter Zeitraum beginnt, wenn das laufende endet; nach dem Ablauf gekauft, beginnt er sofort.',
      'Die Zahlung erfolgt bei der Bestellung. Eine abgelehnte Karte wird nicht belastet, und es wird keine Bestellung aufgegeben.',
    ],
  },
};

const dataDownloadTexts: Texts = {
  'en-GB': {
    name: 'Data Download Platform terms',
    description: 'Terms of use of machine-readable parts data.',
    body: [
      'The Data Download Platform provides parts data (applicability, supersessions and prices) and documents in machine-readable form (CSV, JSON, XML), as Regulation (EU) 2018/858 requires.',
      'Every download is recorded with what was downloaded, when and its size, and may be billed as agreed with your administrator.',
      'Downloaded data is for repair and maintenance work; it may not be resold.',
    ],
  },
  'fr-FR': {
    name: 'Conditions de la plateforme de téléchargement de données',
    description: 'Conditions d’utilisation des données de pièces lisibles par machine.',
    body: [
      'La plateforme de téléchargement de données fournit les données des pièces (applicabilité, remplacements et prix) et des documents sous forme lisible par machine (CSV, JSON, XML), comme l’exige le règlement (UE) 2018/858.',
      'Chaque téléchargement est enregistré (contenu, date et taille) et peut être facturé comme convenu avec votre administrateur.',
      'Les données téléchargées servent aux travaux de réparation et d’entretien ; elles ne peuvent pas être revendues.',
    ],
  },
  'de-DE': {
    name: 'Bedingungen der Datendownload-Plattform',
    description: 'Nutzungsbedingungen für maschinenlesbare Teiledaten.',
    body: [
      'Die Datendownload-Plattform stellt Teiledaten (Verwendbarkeit, Ersetzungen und Preise) und Dokumente in maschinenlesbarer Form (CSV, JSON, XML) bereit, wie es die Verordnung (EU) 2018/858 verlangt.',
      'Jeder Download wird mit Inhalt, Zeitpunkt und Größe aufgezeichnet und kann wie mit Ihrem Administrator vereinbart abgerechnet werden.',
      'Heruntergeladene Daten dienen Reparatur- und Wartungsarbeiten; sie dürfen nicht weiterverkauft werden.',
    ],
  },
};

/** The content ids the product refers to. */
export const contentIds = {
  compliance: 'eu-2018-858-compliance',
  subscriptionTerms: 'epc-subscription-terms',
  dataDownloadTerms: 'eu-data-download-terms',
} as const;

const assetsOf = (contentId: string, texts: Texts): DemoContentAsset[] =>
  Object.entries(texts).map(([locale, text]) => ({
    contentId,
    locale,
    name: text.name,
    description: text.description,
    body: text.body.join('\n\n'),
  }));

export const demoContentAssets: readonly DemoContentAsset[] = [
  ...assetsOf(contentIds.compliance, complianceTexts),
  ...assetsOf(contentIds.subscriptionTerms, subscriptionTexts),
  ...assetsOf(contentIds.dataDownloadTerms, dataDownloadTexts),
];
