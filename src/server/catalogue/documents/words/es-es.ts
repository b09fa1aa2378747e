/** The catalogue documents' words in Spanish (Spain). */
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
      'Este catálogo recoge los recambios del {{vehicle}}, código de modelo {{modelCode}}. Las piezas se agrupan en grupos principales, subgrupos y láminas; cada lámina muestra un despiece con posiciones numeradas, y su lista de piezas indica la referencia, la denominación y la cantidad de cada posición.',
    ],
    [
      'Cantidades',
      'La cantidad es el número de piezas montadas en la posición. A/R significa «según necesidad»: la cantidad depende de la reparación, como ocurre con el sellador, los líquidos o las fijaciones cortadas a medida.',
    ],
    [
      'Piezas alternativas',
      'Algunas posiciones incluyen piezas alternativas para distintos motores, cajas de cambios, tipos de tracción o sistemas de frenos. Descodifique el número de bastidor (VIN) para marcar las piezas que corresponden al vehículo que tiene delante; las piezas que no corresponden pueden ocultarse.',
    ],
    [
      'Piezas repetidas',
      'Una pieza que aparece dos veces en la misma lámina se marca como duplicada. Pídala una vez por cada posición en la que aparece.',
    ],
  ],
  mainPreface: [
    [
      'Identificación del vehículo',
      'El {{vehicle}} lleva el número de bastidor en el montante del parabrisas y en la placa de identificación del vano motor. Los caracteres cuarto a séptimo indican el código de modelo, {{modelCode}}; el décimo indica el año de modelo.',
    ],
    [
      'Uso del catálogo',
      'Siempre que pueda, empiece por el número de bastidor: así el catálogo conoce el motor, la caja de cambios, la tracción y los frenos del vehículo. La búsqueda por modelo muestra todas las variantes.',
    ],
    [
      'Pedido de piezas',
      'Añada piezas a la lista de compra desde cualquier lámina. Los precios, descuentos e impuestos se toman de su cuenta de distribuidor al valorar la lista; la lista puede exportarse o enviarse al servicio de pedidos de recambios.',
    ],
    [
      'Sustituciones',
      'Una referencia puede sustituirse por una versión posterior. El catálogo muestra siempre la pieza que debe pedirse hoy; las referencias anteriores se pueden seguir buscando.',
    ],
  ],
  overlayRepair: [
    [
      'Antes de empezar',
      'En el {{vehicle}}, las reparaciones por superposición solo se permiten en paneles exteriores, nunca en elementos estructurales. Compare los daños con los límites de reparación de carrocería antes de pedir un panel de superposición.',
    ],
    [
      'Preparación de la superficie',
      'Elimine la pintura y el sellador de la zona de reparación hasta dejar el metal desnudo, veinte milímetros más allá del borde de la superposición. Trate el acero expuesto con imprimación soldable.',
    ],
    [
      'Montaje de la superposición',
      'Presente el panel de superposición, márquelo y recórtelo hasta lograr un solape de quince milímetros; después péguelo y remáchelo según el patrón indicado en la hoja de reparación. No suelde paneles de aluminio.',
    ],
    [
      'Acabado',
      'Selle todas las uniones, aplique cera de cavidades detrás de la reparación y vuelva a pintar el panel. Registre la reparación en el historial del vehículo.',
    ],
  ],
  bulletinSummary: [
    'Resumen',
    'Este boletín se refiere al grupo «{{section}}» del {{vehicle}}. Las piezas siguientes tienen instrucciones de montaje revisadas; aplíquelas en el próximo mantenimiento o reparación, lo que ocurra primero.',
  ],
  unnamedSection: 'piezas',
  bulletinItem: 'Punto {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Compruebe el desgaste y el correcto asiento; en caso de duda, sustituya la pieza y apriete sus fijaciones al par indicado en el manual de reparación.',
    'Las piezas de un lote anterior pueden presentar un desgaste prematuro. Compruebe el código de lote en la etiqueta y sustituya sin cargo las piezas de los lotes afectados.',
    'Se aplica un procedimiento de montaje revisado: limpie las superficies de contacto, monte juntas nuevas y compruebe que no haya fugas con el motor en marcha.',
    'No es necesaria ninguna intervención en los vehículos que ya llevan esta pieza; móntela en lugar de la pieza anterior cuando una reparación lo requiera.',
  ],
};
