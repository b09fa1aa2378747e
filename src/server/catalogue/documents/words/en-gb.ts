/** The catalogue documents' words in English (United Kingdom). */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Technical bulletin',
    commonPreface: 'Common preface',
    mainPreface: 'Main preface',
    overlayRepair: 'Overlay repair',
  },
  documentType: 'Document type: {{type}}',
  reference: 'Reference: {{reference}}',
  commonPreface: [
    [
      'About this catalogue',
      'This catalogue lists the service parts of the {{vehicle}}, model code {{modelCode}}. Parts are grouped in major sections, minor sections and page sections; each page shows an exploded view with numbered callouts, and its parts list gives the part number, description and quantity of each callout.',
    ],
    [
      'Quantities',
      'A quantity is the number of parts fitted at the callout. A/R means as required: the amount depends on the repair, as with sealant, fluids or fixings cut to length.',
    ],
    [
      'Alternative parts',
      'Some callouts list alternative parts for different engines, transmissions, drive types or brake systems. Decode the vehicle identification number to mark the parts that fit the vehicle in front of you; parts that do not fit can be hidden.',
    ],
    [
      'Repeated parts',
      'A part that appears twice on one page is marked as a duplicate. Order it once for each callout that shows it.',
    ],
  ],
  mainPreface: [
    [
      'Vehicle identification',
      'The {{vehicle}} carries its vehicle identification number on the windscreen pillar and on the identification plate in the engine bay. Characters four to seven give the model code, {{modelCode}}; the tenth gives the model year.',
    ],
    [
      'Using the catalogue',
      'Start from the vehicle identification number where you can: the catalogue then knows the engine, transmission, drive and brakes of the vehicle. Browsing by model shows every variant.',
    ],
    [
      'Ordering parts',
      'Add parts to the shopping list from any page. Prices, discounts and tax come from your retailer account when the list is priced; the list can be exported or sent to the parts ordering service.',
    ],
    [
      'Supersessions',
      'A part number may be replaced by a later issue. The catalogue always shows the part to order today; earlier numbers remain searchable.',
    ],
  ],
  overlayRepair: [
    [
      'Before you start',
      'Overlay repairs on the {{vehicle}} are allowed on exterior panels only, never on structural members. Check the damage against the body repair limits before ordering an overlay panel.',
    ],
    [
      'Preparing the surface',
      'Remove paint and sealer from the repair area down to bare metal, twenty millimetres beyond the overlay edge. Treat exposed steel with weld-through primer.',
    ],
    [
      'Fitting the overlay',
      'Offer up the overlay, mark and trim it to an overlap of fifteen millimetres, then bond and rivet it in the pattern shown on the repair sheet. Do not weld aluminium panels.',
    ],
    [
      'Finishing',
      'Seal every joint, apply cavity wax behind the repair and refinish the panel. Record the repair in the vehicle history.',
    ],
  ],
  bulletinSummary: [
    'Summary',
    'This bulletin concerns the {{section}} section of the {{vehicle}}. The parts below have revised fitting instructions; follow them at the next service or repair, whichever comes first.',
  ],
  unnamedSection: 'parts',
  bulletinItem: 'Item {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Inspect for wear and correct seating; renew the part if in doubt and tighten its fixings to the torque in the repair manual.',
    'Parts of an earlier batch may show premature wear. Check the batch code on the label and replace parts from affected batches free of charge.',
    'A revised fitting procedure applies: clean the mating faces, fit new seals and check for leaks with the engine running.',
    'No action is needed on vehicles already fitted with this part; fit it in place of the earlier part when a repair requires it.',
  ],
};
