/** The catalogue documents' words in French. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Bulletin technique',
    commonPreface: 'Préface commune',
    mainPreface: 'Préface principale',
    overlayRepair: 'Réparation par recouvrement',
  },
  documentType: 'Type de document : {{type}}',
  reference: 'Référence : {{reference}}',
  commonPreface: [
    [
      'À propos de ce catalogue',
      'Ce catalogue répertorie les pièces de rechange du véhicule {{vehicle}}, code modèle {{modelCode}}. Les pièces sont regroupées en groupes principaux, sous-groupes et planches ; chaque planche présente une vue éclatée avec des repères numérotés, et sa nomenclature indique la référence, la désignation et la quantité de chaque repère.',
    ],
    [
      'Quantités',
      'La quantité est le nombre de pièces montées au repère. A/R signifie « selon besoin » : la quantité dépend de la réparation, comme pour le mastic d’étanchéité, les liquides ou les fixations coupées à longueur.',
    ],
    [
      'Pièces alternatives',
      'Certains repères proposent des pièces alternatives selon le moteur, la boîte de vitesses, le type de transmission ou le système de freinage. Décodez le numéro d’identification du véhicule (VIN) pour repérer les pièces qui conviennent au véhicule à l’atelier ; les pièces qui ne conviennent pas peuvent être masquées.',
    ],
    [
      'Pièces répétées',
      'Une pièce qui apparaît deux fois sur la même planche est signalée comme doublon. Commandez-la une fois pour chaque repère où elle figure.',
    ],
  ],
  mainPreface: [
    [
      'Identification du véhicule',
      'Le numéro d’identification du véhicule {{vehicle}} est frappé sur le montant de pare-brise et sur la plaque constructeur dans le compartiment moteur. Les caractères quatre à sept indiquent le code modèle, {{modelCode}} ; le dixième indique l’année modèle.',
    ],
    [
      'Utilisation du catalogue',
      'Partez du numéro d’identification du véhicule chaque fois que possible : le catalogue connaît alors le moteur, la boîte de vitesses, la transmission et les freins du véhicule. La recherche par modèle affiche toutes les variantes.',
    ],
    [
      'Commande de pièces',
      'Ajoutez des pièces à la liste d’achat depuis n’importe quelle planche. Les prix, remises et taxes proviennent de votre compte distributeur lors de la valorisation de la liste ; celle-ci peut être exportée ou envoyée au service de commande de pièces.',
    ],
    [
      'Remplacements de références',
      'Une référence peut être remplacée par une version plus récente. Le catalogue affiche toujours la pièce à commander aujourd’hui ; les anciennes références restent consultables.',
    ],
  ],
  overlayRepair: [
    [
      'Avant de commencer',
      'Sur le véhicule {{vehicle}}, les réparations par recouvrement ne sont autorisées que sur les panneaux extérieurs, jamais sur les éléments de structure. Comparez les dommages aux limites de réparation de la carrosserie avant de commander un panneau de recouvrement.',
    ],
    [
      'Préparation de la surface',
      'Éliminez la peinture et le mastic de la zone de réparation jusqu’au métal nu, vingt millimètres au-delà du bord du recouvrement. Traitez l’acier mis à nu avec un apprêt soudable.',
    ],
    [
      'Pose du recouvrement',
      'Présentez le panneau de recouvrement, tracez-le et découpez-le pour obtenir un chevauchement de quinze millimètres, puis collez-le et rivetez-le selon le schéma de la fiche de réparation. Ne soudez pas les panneaux en aluminium.',
    ],
    [
      'Finition',
      'Étanchéifiez chaque joint, appliquez de la cire pour corps creux derrière la réparation et remettez le panneau en peinture. Consignez la réparation dans l’historique du véhicule.',
    ],
  ],
  bulletinSummary: [
    'Résumé',
    'Ce bulletin concerne le groupe « {{section}} » du véhicule {{vehicle}}. Les pièces ci-dessous font l’objet d’instructions de montage révisées ; appliquez-les lors du prochain entretien ou de la prochaine réparation, selon ce qui intervient en premier.',
  ],
  unnamedSection: 'pièces',
  bulletinItem: 'Point {{number}} : {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Vérifiez l’usure et le bon positionnement ; en cas de doute, remplacez la pièce et serrez ses fixations au couple indiqué dans le manuel de réparation.',
    'Les pièces d’un lot antérieur peuvent présenter une usure prématurée. Vérifiez le numéro de lot sur l’étiquette et remplacez gratuitement les pièces des lots concernés.',
    'Une procédure de montage révisée s’applique : nettoyez les plans de joint, posez des joints neufs et contrôlez l’étanchéité moteur tournant.',
    'Aucune intervention n’est nécessaire sur les véhicules déjà équipés de cette pièce ; montez-la à la place de l’ancienne pièce lorsqu’une réparation l’exige.',
  ],
};
