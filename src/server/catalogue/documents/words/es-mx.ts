/** The catalogue documents' words in Spanish (Mexico). */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Boletín técnico',
    commonPreface: 'Prefacio común',
    mainPreface: 'Prefacio principal',
    overlayRepair: 'Reparación por superposición',
  },
  documentType: 'Tipo de documento: {{type}}',
  reference: 'Referencia: {{reference}}',
  commonPreface: [
    [
      'Acerca de este catálogo',
      'Este catálogo contiene las refacciones del {{vehicle}}, código de modelo {{modelCode}}. Las refacciones se agrupan en grupos principales, subgrupos y láminas; cada lámina muestra un despiece con posiciones numeradas, y su lista de refacciones indica el número de parte, la descripción y la cantidad de cada posición.',
    ],
    [
      'Cantidades',
      'La cantidad es el número de piezas instaladas en la posición. A/R significa “según se requiera”: la cantidad depende de la reparación, como sucede con el sellador, los fluidos o las fijaciones cortadas a la medida.',
    ],
    [
      'Refacciones alternativas',
      'Algunas posiciones incluyen refacciones alternativas para distintos motores, transmisiones, tipos de tracción o sistemas de frenos. Decodifique el número de identificación vehicular (NIV) para marcar las refacciones que le quedan al vehículo que tiene enfrente; las que no le quedan se pueden ocultar.',
    ],
    [
      'Refacciones repetidas',
      'Una refacción que aparece dos veces en la misma lámina se marca como duplicada. Pídala una vez por cada posición en la que aparece.',
    ],
  ],
  mainPreface: [
    [
      'Identificación del vehículo',
      'El {{vehicle}} lleva el número de identificación vehicular en el poste del parabrisas y en la placa de identificación del compartimiento del motor. Los caracteres del cuarto al séptimo indican el código de modelo, {{modelCode}}; el décimo indica el año modelo.',
    ],
    [
      'Cómo usar el catálogo',
      'Siempre que sea posible, empiece por el NIV: así el catálogo conoce el motor, la transmisión, la tracción y los frenos del vehículo. La búsqueda por modelo muestra todas las versiones.',
    ],
    [
      'Pedido de refacciones',
      'Agregue refacciones a la lista de compras desde cualquier lámina. Los precios, descuentos e impuestos se toman de su cuenta de distribuidor al cotizar la lista; la lista se puede exportar o enviar al servicio de pedidos de refacciones.',
    ],
    [
      'Reemplazos de número de parte',
      'Un número de parte puede ser reemplazado por una versión posterior. El catálogo siempre muestra la refacción que se debe pedir hoy; los números anteriores se pueden seguir buscando.',
    ],
  ],
  overlayRepair: [
    [
      'Antes de empezar',
      'En el {{vehicle}}, las reparaciones por superposición solo se permiten en paneles exteriores, nunca en elementos estructurales. Compare el daño con los límites de reparación de carrocería antes de pedir un panel de superposición.',
    ],
    [
      'Preparación de la superficie',
      'Retire la pintura y el sellador del área de reparación hasta dejar el metal desnudo, veinte milímetros más allá del borde de la superposición. Trate el acero expuesto con primer soldable.',
    ],
    [
      'Instalación de la superposición',
      'Presente el panel de superposición, márquelo y recórtelo hasta lograr un traslape de quince milímetros; después péguelo y remáchelo según el patrón indicado en la hoja de reparación. No suelde paneles de aluminio.',
    ],
    [
      'Acabado',
      'Selle todas las uniones, aplique cera para cavidades detrás de la reparación y vuelva a pintar el panel. Registre la reparación en el historial del vehículo.',
    ],
  ],
  bulletinSummary: [
    'Resumen',
    'Este boletín se refiere al grupo “{{section}}” del {{vehicle}}. Las refacciones siguientes tienen instrucciones de instalación actualizadas; aplíquelas en el próximo servicio o reparación, lo que ocurra primero.',
  ],
  unnamedSection: 'refacciones',
  bulletinItem: 'Punto {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Revise el desgaste y el asentamiento correcto; en caso de duda, reemplace la refacción y apriete sus fijaciones al torque indicado en el manual de reparación.',
    'Las refacciones de un lote anterior pueden presentar desgaste prematuro. Revise el código de lote en la etiqueta y reemplace sin costo las refacciones de los lotes afectados.',
    'Aplica un procedimiento de instalación actualizado: limpie las superficies de contacto, instale sellos y empaques nuevos y verifique que no haya fugas con el motor en marcha.',
    'No se requiere ninguna acción en los vehículos que ya tienen instalada esta refacción; instálela en lugar de la refacción anterior cuando una reparación lo requiera.',
  ],
};
