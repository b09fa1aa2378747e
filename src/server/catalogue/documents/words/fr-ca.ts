/** The catalogue documents' words in French (Canada). */
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
      'Ce catalogue présente les pièces de rechange du véhicule {{vehicle}}, code de modèle {{modelCode}}. Les pièces sont regroupées en groupes principaux, sous-groupes et planches; chaque planche présente une vue éclatée avec des repères numérotés, et sa liste de pièces indique le numéro de pièce, la description et la quantité de chaque repère.',
    ],
    [
      'Quantités',
      'La quantité est le nombre de pièces installées au repère. A/R signifie « au besoin » : la quantité dépend de la réparation, comme pour le scellant, les liquides ou les fixations coupées sur mesure.',
    ],
    [
      'Pièces de remplacement possibles',
      'Certains repères proposent d’autres pièces selon le moteur, la transmission, le type de rouage ou le système de freinage. Décodez le numéro d’identification du véhicule (NIV) pour repérer les pièces qui conviennent au véhicule à l’atelier; les pièces qui ne conviennent pas peuvent être masquées.',
    ],
    [
      'Pièces répétées',
      'Une pièce qui apparaît deux fois sur la même planche est signalée comme doublon. Commandez-la une fois pour chaque repère où elle figure.',
    ],
  ],
  mainPreface: [
    [
      'Identification du véhicule',
      'Sur le véhicule {{vehicle}}, le numéro d’identification du véhicule (NIV) figure sur le montant de pare-brise et sur la plaque d’identification dans le compartiment moteur. Les caractères quatre à sept indiquent le code de modèle, {{modelCode}}; le dixième indique l’année modèle.',
    ],
    [
      'Utilisation du catalogue',
      'Partez du NIV chaque fois que possible : le catalogue connaît alors le moteur, la transmission, le rouage et les freins du véhicule. La recherche par modèle affiche toutes les versions.',
    ],
    [
      'Commande de pièces',
      'Ajoutez des pièces à la liste d’achats à partir de n’importe quelle planche. Les prix, les escomptes et les taxes proviennent de votre compte de détaillant lorsque la liste est tarifée; la liste peut être exportée ou envoyée au service de commande de pièces.',
    ],
    [
      'Remplacements de numéros',
      'Un numéro de pièce peut être remplacé par une version plus récente. Le catalogue affiche toujours la pièce à commander aujourd’hui; les anciens numéros restent consultables.',
    ],
  ],
  overlayRepair: [
    [
      'Avant de commencer',
      'Sur le véhicule {{vehicle}}, les réparations par recouvrement ne sont permises que sur les panneaux extérieurs, jamais sur les éléments de structure. Comparez les dommages aux limites de réparation de la carrosserie avant de commander un panneau de recouvrement.',
    ],
    [
      'Préparation de la surface',
      'Enlevez la peinture et le scellant de la zone de réparation jusqu’au métal nu, vingt millimètres au-delà du bord du recouvrement. Traitez l’acier exposé avec un apprêt soudable.',
    ],
    [
      'Pose du recouvrement',
      'Présentez le panneau de recouvrement, tracez-le et taillez-le pour obtenir un chevauchement de quinze millimètres, puis collez-le et rivetez-le selon le schéma de la fiche de réparation. Ne soudez pas les panneaux en aluminium.',
    ],
    [
      'Finition',
      'Scellez chaque joint, appliquez de la cire pour corps creux derrière la réparation et repeignez le panneau. Inscrivez la réparation dans l’historique du véhicule.',
    ],
  ],
  bulletinSummary: [
    'Résumé',
    'Ce bulletin concerne le groupe « {{section}} » du véhicule {{vehicle}}. Les pièces ci-dessous font l’objet d’instructions d’installation révisées; appliquez-les lors du prochain entretien ou de la prochaine réparation, selon la première éventualité.',
  ],
  unnamedSection: 'pièces',
  bulletinItem: 'Point {{number}} : {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Vérifiez l’usure et le bon positionnement; en cas de doute, remplacez la pièce et serrez ses fixations au couple indiqué dans le manuel de réparation.',
    'Les pièces d’un lot antérieur peuvent présenter une usure prématurée. Vérifiez le numéro de lot sur l’étiquette et remplacez sans frais les pièces des lots visés.',
    'Une procédure d’installation révisée s’applique : nettoyez les surfaces de contact, posez des joints neufs et vérifiez l’absence de fuites, moteur en marche.',
    'Aucune intervention n’est requise sur les véhicules déjà équipés de cette pièce; installez-la à la place de l’ancienne pièce lorsqu’une réparation l’exige.',
  ],
};
