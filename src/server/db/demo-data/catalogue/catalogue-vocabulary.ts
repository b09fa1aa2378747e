/**
 * The words the demo catalogue is made of: section and component names with the
 * translations the demo carries (en-GB, fr-FR, de-DE, es-ES, it-IT). Any other language
 * falls back to English, as the catalogue service does for a missing description.
 */
export type Translations = readonly [en: string, fr: string, de: string, es: string, it: string];

export const catalogueLanguages = ['en-GB', 'fr-FR', 'de-DE', 'es-ES', 'it-IT'] as const;

export interface MajorSection {
  name: Translations;
  /** Eight components, one per minor section. */
  components: readonly Translations[];
}

export const majorSections: readonly MajorSection[] = [
  {
    name: ['Engine', 'Moteur', 'Motor', 'Motor', 'Motore'],
    components: [
      ['Cylinder head', 'Culasse', 'Zylinderkopf', 'Culata', 'Testata'],
      [
        'Timing chain tensioner',
        'Tendeur de chaîne de distribution',
        'Steuerkettenspanner',
        'Tensor de cadena de distribución',
        'Tendicatena di distribuzione',
      ],
      ['Timing chain', 'Chaîne de distribution', 'Steuerkette', 'Cadena de distribución', 'Catena di distribuzione'],
      ['Oil pump', 'Pompe à huile', 'Ölpumpe', 'Bomba de aceite', 'Pompa dell’olio'],
      [
        'Crankshaft pulley',
        'Poulie de vilebrequin',
        'Kurbelwellenriemenscheibe',
        'Polea del cigüeñal',
        'Puleggia albero motore',
      ],
      [
        'Camshaft sensor',
        'Capteur d’arbre à cames',
        'Nockenwellensensor',
        'Sensor del árbol de levas',
        'Sensore albero a camme',
      ],
      ['Engine mounting', 'Support moteur', 'Motorlager', 'Soporte del motor', 'Supporto motore'],
      [
        'Oil filter housing',
        'Boîtier de filtre à huile',
        'Ölfiltergehäuse',
        'Carcasa del filtro de aceite',
        'Scatola filtro olio',
      ],
    ],
  },
  {
    name: [
      'Fuel and exhaust',
      'Carburant et échappement',
      'Kraftstoff und Abgasanlage',
      'Combustible y escape',
      'Alimentazione e scarico',
    ],
    components: [
      ['Fuel pump', 'Pompe à carburant', 'Kraftstoffpumpe', 'Bomba de combustible', 'Pompa carburante'],
      ['Fuel injector', 'Injecteur', 'Einspritzdüse', 'Inyector', 'Iniettore'],
      ['Fuel filter', 'Filtre à carburant', 'Kraftstofffilter', 'Filtro de combustible', 'Filtro carburante'],
      ['Throttle body', 'Corps de papillon', 'Drosselklappengehäuse', 'Cuerpo de mariposa', 'Corpo farfallato'],
      ['Exhaust manifold', 'Collecteur d’échappement', 'Abgaskrümmer', 'Colector de escape', 'Collettore di scarico'],
      ['Catalytic converter', 'Pot catalytique', 'Katalysator', 'Catalizador', 'Catalizzatore'],
      ['Rear silencer', 'Silencieux arrière', 'Nachschalldämpfer', 'Silenciador trasero', 'Silenziatore posteriore'],
      ['Lambda sensor', 'Sonde lambda', 'Lambdasonde', 'Sonda lambda', 'Sonda lambda'],
    ],
  },
  {
    name: [
      'Cooling and heating',
      'Refroidissement et chauffage',
      'Kühlung und Heizung',
      'Refrigeración y calefacción',
      'Raffreddamento e riscaldamento',
    ],
    components: [
      ['Radiator', 'Radiateur', 'Kühler', 'Radiador', 'Radiatore'],
      ['Water pump', 'Pompe à eau', 'Wasserpumpe', 'Bomba de agua', 'Pompa dell’acqua'],
      [
        'Thermostat housing',
        'Boîtier de thermostat',
        'Thermostatgehäuse',
        'Carcasa del termostato',
        'Corpo termostato',
      ],
      [
        'Cooling fan',
        'Ventilateur de refroidissement',
        'Kühlerlüfter',
        'Ventilador de refrigeración',
        'Ventola di raffreddamento',
      ],
      ['Expansion tank', 'Vase d’expansion', 'Ausgleichsbehälter', 'Depósito de expansión', 'Vaschetta di espansione'],
      [
        'Heater matrix',
        'Radiateur de chauffage',
        'Heizungswärmetauscher',
        'Radiador de calefacción',
        'Radiatore riscaldamento',
      ],
      [
        'Air conditioning compressor',
        'Compresseur de climatisation',
        'Klimakompressor',
        'Compresor del aire acondicionado',
        'Compressore aria condizionata',
      ],
      ['Condenser', 'Condenseur', 'Kondensator', 'Condensador', 'Condensatore'],
    ],
  },
  {
    name: ['Transmission', 'Transmission', 'Getriebe und Antrieb', 'Transmisión', 'Trasmissione'],
    components: [
      ['Clutch kit', 'Kit d’embrayage', 'Kupplungssatz', 'Kit de embrague', 'Kit frizione'],
      [
        'Gearbox mounting',
        'Support de boîte de vitesses',
        'Getriebelager',
        'Soporte de la caja de cambios',
        'Supporto cambio',
      ],
      ['Drive shaft', 'Arbre de transmission', 'Antriebswelle', 'Palier de transmisión', 'Semiasse'],
      [
        'Propeller shaft',
        'Arbre de transmission longitudinal',
        'Kardanwelle',
        'Árbol de transmisión',
        'Albero di trasmissione',
      ],
      ['Gear selector', 'Sélecteur de vitesses', 'Gangwählhebel', 'Selector de marchas', 'Selettore marce'],
      ['Transfer box', 'Boîte de transfert', 'Verteilergetriebe', 'Caja de transferencia', 'Riduttore'],
      ['Differential', 'Différentiel', 'Differenzial', 'Diferencial', 'Differenziale'],
      [
        'Gearbox oil cooler',
        'Refroidisseur d’huile de boîte',
        'Getriebeölkühler',
        'Enfriador de aceite de la caja',
        'Radiatore olio cambio',
      ],
    ],
  },
  {
    name: [
      'Suspension and steering',
      'Suspension et direction',
      'Fahrwerk und Lenkung',
      'Suspensión y dirección',
      'Sospensioni e sterzo',
    ],
    components: [
      ['Shock absorber', 'Amortisseur', 'Stoßdämpfer', 'Amortiguador', 'Ammortizzatore'],
      ['Coil spring', 'Ressort hélicoïdal', 'Schraubenfeder', 'Muelle helicoidal', 'Molla elicoidale'],
      [
        'Lower control arm',
        'Bras de suspension inférieur',
        'Unterer Querlenker',
        'Brazo de control inferior',
        'Braccio oscillante inferiore',
      ],
      [
        'Anti-roll bar link',
        'Biellette de barre stabilisatrice',
        'Koppelstange',
        'Bieleta de la barra estabilizadora',
        'Biella barra stabilizzatrice',
      ],
      [
        'Wheel bearing hub',
        'Moyeu de roulement de roue',
        'Radlagernabe',
        'Buje del rodamiento de rueda',
        'Mozzo cuscinetto ruota',
      ],
      ['Steering rack', 'Crémaillère de direction', 'Lenkgetriebe', 'Cremallera de dirección', 'Scatola sterzo'],
      ['Track rod end', 'Rotule de direction', 'Spurstangenkopf', 'Rótula de dirección', 'Testina dello sterzo'],
      [
        'Power steering pump',
        'Pompe de direction assistée',
        'Servolenkungspumpe',
        'Bomba de la dirección asistida',
        'Pompa servosterzo',
      ],
    ],
  },
  {
    name: ['Brakes', 'Freins', 'Bremsen', 'Frenos', 'Freni'],
    components: [
      ['Brake caliper', 'Étrier de frein', 'Bremssattel', 'Pinza de freno', 'Pinza freno'],
      ['Brake disc', 'Disque de frein', 'Bremsscheibe', 'Disco de freno', 'Disco freno'],
      [
        'Brake pad set',
        'Jeu de plaquettes de frein',
        'Bremsbelagsatz',
        'Juego de pastillas de freno',
        'Kit pastiglie freno',
      ],
      ['Brake master cylinder', 'Maître-cylindre de frein', 'Hauptbremszylinder', 'Bomba de freno', 'Pompa freno'],
      ['Brake hose', 'Flexible de frein', 'Bremsschlauch', 'Latiguillo de freno', 'Tubo flessibile freno'],
      ['ABS sensor', 'Capteur ABS', 'ABS-Sensor', 'Sensor ABS', 'Sensore ABS'],
      ['Handbrake cable', 'Câble de frein à main', 'Handbremsseil', 'Cable del freno de mano', 'Cavo freno a mano'],
      ['Brake servo', 'Servofrein', 'Bremskraftverstärker', 'Servofreno', 'Servofreno'],
    ],
  },
  {
    name: ['Electrical', 'Équipement électrique', 'Elektrik', 'Sistema eléctrico', 'Impianto elettrico'],
    components: [
      ['Alternator', 'Alternateur', 'Lichtmaschine', 'Alternador', 'Alternatore'],
      ['Starter motor', 'Démarreur', 'Anlasser', 'Motor de arranque', 'Motorino di avviamento'],
      ['Battery', 'Batterie', 'Batterie', 'Batería', 'Batteria'],
      ['Headlamp', 'Projecteur', 'Scheinwerfer', 'Faro', 'Proiettore'],
      ['Tail lamp', 'Feu arrière', 'Heckleuchte', 'Piloto trasero', 'Fanale posteriore'],
      ['Wiper motor', 'Moteur d’essuie-glace', 'Wischermotor', 'Motor del limpiaparabrisas', 'Motorino tergicristallo'],
      ['Fuse box', 'Boîte à fusibles', 'Sicherungskasten', 'Caja de fusibles', 'Scatola fusibili'],
      ['Wiring harness', 'Faisceau électrique', 'Kabelbaum', 'Mazo de cables', 'Cablaggio'],
    ],
  },
  {
    name: [
      'Body and exterior',
      'Carrosserie et extérieur',
      'Karosserie und Außenausstattung',
      'Carrocería y exterior',
      'Carrozzeria ed esterni',
    ],
    components: [
      ['Bonnet', 'Capot', 'Motorhaube', 'Capó', 'Cofano'],
      ['Bumper', 'Pare-chocs', 'Stoßfänger', 'Paragolpes', 'Paraurti'],
      ['Door mirror', 'Rétroviseur extérieur', 'Außenspiegel', 'Retrovisor exterior', 'Specchio retrovisore esterno'],
      ['Wing panel', 'Aile', 'Kotflügel', 'Aleta', 'Parafango'],
      [
        'Tailgate strut',
        'Vérin de hayon',
        'Heckklappendämpfer',
        'Amortiguador del portón',
        'Ammortizzatore portellone',
      ],
      ['Door handle', 'Poignée de porte', 'Türgriff', 'Manilla de puerta', 'Maniglia porta'],
      ['Windscreen', 'Pare-brise', 'Windschutzscheibe', 'Parabrisas', 'Parabrezza'],
      ['Roof rail', 'Barre de toit', 'Dachreling', 'Baca de techo', 'Mancorrente'],
    ],
  },
  {
    name: [
      'Interior and seats',
      'Intérieur et sièges',
      'Innenraum und Sitze',
      'Interior y asientos',
      'Interni e sedili',
    ],
    components: [
      ['Seat frame', 'Armature de siège', 'Sitzgestell', 'Armazón del asiento', 'Telaio sedile'],
      ['Seat belt', 'Ceinture de sécurité', 'Sicherheitsgurt', 'Cinturón de seguridad', 'Cintura di sicurezza'],
      ['Steering wheel', 'Volant', 'Lenkrad', 'Volante', 'Volante'],
      ['Instrument panel', 'Tableau de bord', 'Instrumententafel', 'Cuadro de instrumentos', 'Quadro strumenti'],
      ['Glovebox', 'Boîte à gants', 'Handschuhfach', 'Guantera', 'Vano portaoggetti'],
      ['Centre console', 'Console centrale', 'Mittelkonsole', 'Consola central', 'Console centrale'],
      ['Floor mat set', 'Jeu de tapis de sol', 'Fußmattensatz', 'Juego de alfombrillas', 'Set tappetini'],
      [
        'Interior mirror',
        'Rétroviseur intérieur',
        'Innenspiegel',
        'Retrovisor interior',
        'Specchio retrovisore interno',
      ],
    ],
  },
  {
    name: [
      'Wheels and tyres',
      'Roues et pneumatiques',
      'Räder und Reifen',
      'Ruedas y neumáticos',
      'Ruote e pneumatici',
    ],
    components: [
      ['Alloy wheel', 'Jante en alliage', 'Leichtmetallrad', 'Llanta de aleación', 'Cerchio in lega'],
      ['Tyre', 'Pneumatique', 'Reifen', 'Neumático', 'Pneumatico'],
      ['Wheel nut', 'Écrou de roue', 'Radmutter', 'Tuerca de rueda', 'Dado ruota'],
      [
        'Tyre pressure sensor',
        'Capteur de pression des pneus',
        'Reifendrucksensor',
        'Sensor de presión de neumáticos',
        'Sensore pressione pneumatici',
      ],
      ['Spare wheel', 'Roue de secours', 'Ersatzrad', 'Rueda de repuesto', 'Ruota di scorta'],
      ['Wheel trim', 'Enjoliveur', 'Radzierblende', 'Tapacubos', 'Copricerchio'],
      ['Jack', 'Cric', 'Wagenheber', 'Gato', 'Cric'],
      ['Locking wheel nut', 'Écrou antivol', 'Felgenschloss', 'Tuerca antirrobo', 'Dado antifurto'],
    ],
  },
];

/** The six page sections of every minor section: which view of the component they show. */
export const pageViews: readonly Translations[] = [
  ['assembly', 'ensemble', 'Baugruppe', 'conjunto', 'gruppo'],
  ['front', 'avant', 'vorne', 'delantero', 'anteriore'],
  ['rear', 'arrière', 'hinten', 'trasero', 'posteriore'],
  ['mounting', 'fixation', 'Befestigung', 'montaje', 'fissaggio'],
  ['seals and gaskets', 'joints', 'Dichtungen', 'juntas', 'guarnizioni'],
  ['service parts', 'pièces d’entretien', 'Wartungsteile', 'piezas de mantenimiento', 'ricambi di manutenzione'],
];

/** Where on the vehicle a part sits; the first means "no qualifier". */
export const partPositions: readonly Translations[] = [
  ['', '', '', '', ''],
  ['front', 'avant', 'vorne', 'delantero', 'anteriore'],
  ['rear', 'arrière', 'hinten', 'trasero', 'posteriore'],
  ['left-hand', 'gauche', 'links', 'izquierdo', 'sinistro'],
  ['right-hand', 'droit', 'rechts', 'derecho', 'destro'],
  ['upper', 'supérieur', 'oben', 'superior', 'superiore'],
  ['lower', 'inférieur', 'unten', 'inferior', 'inferiore'],
];

/** Small parts found on every page, numbered like real fasteners (W...-S...). */
export const fixings: readonly Translations[] = [
  ['Bolt', 'Vis', 'Schraube', 'Tornillo', 'Bullone'],
  ['Nut', 'Écrou', 'Mutter', 'Tuerca', 'Dado'],
  ['Washer', 'Rondelle', 'Unterlegscheibe', 'Arandela', 'Rondella'],
  ['Clip', 'Agrafe', 'Clip', 'Clip', 'Clip'],
  ['Seal', 'Joint', 'Dichtring', 'Retén', 'Anello di tenuta'],
  ['Gasket', 'Joint plat', 'Flachdichtung', 'Junta', 'Guarnizione'],
  ['Bracket', 'Support', 'Halter', 'Soporte', 'Staffa'],
  ['Screw', 'Vis à tôle', 'Blechschraube', 'Tornillo rosca chapa', 'Vite autofilettante'],
];

export interface FeatureDefinition {
  code: string;
  family: string;
  description: Translations;
}

/** Vehicle features; a vehicle has one of each family, and parts may require some. */
export const features: readonly FeatureDefinition[] = [
  {
    code: 'P250',
    family: 'engine',
    description: [
      '2.0 litre petrol engine, 250 PS',
      'Moteur essence 2,0 litres, 250 ch',
      '2,0-Liter-Benzinmotor, 250 PS',
      'Motor de gasolina 2,0 litros, 250 CV',
      'Motore benzina 2,0 litri, 250 CV',
    ],
  },
  {
    code: 'P400',
    family: 'engine',
    description: [
      '3.0 litre petrol engine, 400 PS',
      'Moteur essence 3,0 litres, 400 ch',
      '3,0-Liter-Benzinmotor, 400 PS',
      'Motor de gasolina 3,0 litros, 400 CV',
      'Motore benzina 3,0 litri, 400 CV',
    ],
  },
  {
    code: 'D300',
    family: 'engine',
    description: [
      '3.0 litre diesel engine, 300 PS',
      'Moteur diesel 3,0 litres, 300 ch',
      '3,0-Liter-Dieselmotor, 300 PS',
      'Motor diésel 3,0 litros, 300 CV',
      'Motore diesel 3,0 litri, 300 CV',
    ],
  },
  {
    code: 'AT8',
    family: 'transmission',
    description: [
      '8-speed automatic transmission',
      'Boîte automatique 8 rapports',
      '8-Gang-Automatikgetriebe',
      'Cambio automático de 8 velocidades',
      'Cambio automatico a 8 rapporti',
    ],
  },
  {
    code: 'MT6',
    family: 'transmission',
    description: [
      '6-speed manual transmission',
      'Boîte manuelle 6 rapports',
      '6-Gang-Schaltgetriebe',
      'Cambio manual de 6 velocidades',
      'Cambio manuale a 6 rapporti',
    ],
  },
  {
    code: 'AWD',
    family: 'drive',
    description: ['All-wheel drive', 'Transmission intégrale', 'Allradantrieb', 'Tracción total', 'Trazione integrale'],
  },
  {
    code: 'RWD',
    family: 'drive',
    description: ['Rear-wheel drive', 'Propulsion', 'Hinterradantrieb', 'Tracción trasera', 'Trazione posteriore'],
  },
  {
    code: 'LHD',
    family: 'steering',
    description: ['Left-hand drive', 'Conduite à gauche', 'Linkslenker', 'Volante a la izquierda', 'Guida a sinistra'],
  },
  {
    code: 'RHD',
    family: 'steering',
    description: ['Right-hand drive', 'Conduite à droite', 'Rechtslenker', 'Volante a la derecha', 'Guida a destra'],
  },
  {
    code: 'STDBRK',
    family: 'brakes',
    description: ['Standard brakes', 'Freins standard', 'Standardbremsanlage', 'Frenos estándar', 'Freni standard'],
  },
  {
    code: 'PERFBRK',
    family: 'brakes',
    description: [
      'Performance brakes',
      'Freins haute performance',
      'Hochleistungsbremsanlage',
      'Frenos de alto rendimiento',
      'Freni ad alte prestazioni',
    ],
  },
];
