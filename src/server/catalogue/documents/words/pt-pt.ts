/** The catalogue documents' words in Portuguese (Portugal). */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Boletim técnico',
    commonPreface: 'Prefácio comum',
    mainPreface: 'Prefácio principal',
    overlayRepair: 'Reparação por sobreposição',
  },
  documentType: 'Tipo de documento: {{type}}',
  reference: 'Referência: {{reference}}',
  commonPreface: [
    [
      'Sobre este catálogo',
      'Este catálogo apresenta as peças de substituição do {{vehicle}}, código de modelo {{modelCode}}. As peças estão agrupadas em grupos principais, subgrupos e pranchas; cada prancha mostra uma vista explodida com posições numeradas, e a respetiva lista de peças indica a referência, a designação e a quantidade de cada posição.',
    ],
    [
      'Quantidades',
      'A quantidade é o número de peças montadas na posição. A/R significa «conforme necessário»: a quantidade depende da reparação, como no caso de vedantes, fluidos ou fixações cortadas à medida.',
    ],
    [
      'Peças alternativas',
      'Algumas posições incluem peças alternativas para diferentes motores, caixas de velocidades, tipos de tração ou sistemas de travagem. Descodifique o número de identificação do veículo (VIN) para assinalar as peças que servem no veículo que tem à sua frente; as peças que não servem podem ser ocultadas.',
    ],
    [
      'Peças repetidas',
      'Uma peça que aparece duas vezes na mesma prancha é assinalada como duplicada. Encomende-a uma vez por cada posição em que aparece.',
    ],
  ],
  mainPreface: [
    [
      'Identificação do veículo',
      'O {{vehicle}} tem o número de identificação do veículo no pilar do para-brisas e na chapa de identificação no compartimento do motor. Os caracteres do quarto ao sétimo indicam o código de modelo, {{modelCode}}; o décimo indica o ano do modelo.',
    ],
    [
      'Utilização do catálogo',
      'Sempre que possível, comece pelo número de identificação do veículo: o catálogo fica assim a conhecer o motor, a caixa de velocidades, a tração e os travões do veículo. A pesquisa por modelo mostra todas as variantes.',
    ],
    [
      'Encomenda de peças',
      'Adicione peças à lista de compras a partir de qualquer prancha. Os preços, descontos e impostos provêm da sua conta de concessionário quando a lista é orçamentada; a lista pode ser exportada ou enviada para o serviço de encomenda de peças.',
    ],
    [
      'Substituições',
      'Uma referência pode ser substituída por uma versão posterior. O catálogo mostra sempre a peça a encomendar hoje; as referências anteriores continuam a poder ser pesquisadas.',
    ],
  ],
  overlayRepair: [
    [
      'Antes de começar',
      'No {{vehicle}}, as reparações por sobreposição só são permitidas em painéis exteriores, nunca em elementos estruturais. Compare os danos com os limites de reparação da carroçaria antes de encomendar um painel de sobreposição.',
    ],
    [
      'Preparação da superfície',
      'Remova a tinta e o vedante da zona de reparação até ao metal nu, vinte milímetros para além do bordo da sobreposição. Trate o aço exposto com primário soldável.',
    ],
    [
      'Montagem da sobreposição',
      'Apresente o painel de sobreposição, marque-o e corte-o de modo a obter uma sobreposição de quinze milímetros; em seguida, cole-o e rebite-o segundo o padrão indicado na folha de reparação. Não solde painéis de alumínio.',
    ],
    [
      'Acabamento',
      'Vede todas as juntas, aplique cera para cavidades por trás da reparação e volte a pintar o painel. Registe a reparação no histórico do veículo.',
    ],
  ],
  bulletinSummary: [
    'Resumo',
    'Este boletim diz respeito ao grupo «{{section}}» do {{vehicle}}. As peças abaixo têm instruções de montagem revistas; siga-as na próxima manutenção ou reparação, consoante o que ocorrer primeiro.',
  ],
  unnamedSection: 'peças',
  bulletinItem: 'Ponto {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Verifique o desgaste e o assentamento correto; em caso de dúvida, substitua a peça e aperte as respetivas fixações com o binário indicado no manual de reparação.',
    'As peças de um lote anterior podem apresentar desgaste prematuro. Verifique o código de lote na etiqueta e substitua gratuitamente as peças dos lotes afetados.',
    'Aplica-se um procedimento de montagem revisto: limpe as superfícies de contacto, monte vedantes novos e verifique se existem fugas com o motor em funcionamento.',
    'Não é necessária qualquer intervenção nos veículos que já têm esta peça montada; monte-a em vez da peça anterior quando uma reparação o exigir.',
  ],
};
