/** The catalogue documents' words in Portuguese (Brazil). */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Boletim técnico',
    commonPreface: 'Prefácio comum',
    mainPreface: 'Prefácio principal',
    overlayRepair: 'Reparo por sobreposição',
  },
  documentType: 'Tipo de documento: {{type}}',
  reference: 'Referência: {{reference}}',
  commonPreface: [
    [
      'Sobre este catálogo',
      'Este catálogo relaciona as peças de reposição do {{vehicle}}, código do modelo {{modelCode}}. As peças são agrupadas em grupos principais, subgrupos e pranchas; cada prancha mostra uma vista explodida com posições numeradas, e sua lista de peças informa o número da peça, a descrição e a quantidade de cada posição.',
    ],
    [
      'Quantidades',
      'A quantidade é o número de peças montadas na posição. A/R significa “conforme a necessidade”: a quantidade depende do reparo, como no caso de selantes, fluidos ou fixadores cortados sob medida.',
    ],
    [
      'Peças alternativas',
      'Algumas posições trazem peças alternativas para diferentes motores, câmbios, tipos de tração ou sistemas de freio. Decodifique o número de identificação do veículo (chassi/VIN) para marcar as peças que servem no veículo à sua frente; as peças que não servem podem ser ocultadas.',
    ],
    [
      'Peças repetidas',
      'Uma peça que aparece duas vezes na mesma prancha é marcada como duplicada. Faça o pedido dela uma vez para cada posição em que aparece.',
    ],
  ],
  mainPreface: [
    [
      'Identificação do veículo',
      'O {{vehicle}} traz o número de identificação do veículo (chassi) na coluna do para-brisa e na plaqueta de identificação no compartimento do motor. Os caracteres do quarto ao sétimo indicam o código do modelo, {{modelCode}}; o décimo indica o ano-modelo.',
    ],
    [
      'Como usar o catálogo',
      'Sempre que possível, comece pelo número do chassi: assim o catálogo conhece o motor, o câmbio, a tração e os freios do veículo. A navegação por modelo mostra todas as versões.',
    ],
    [
      'Pedido de peças',
      'Adicione peças à lista de compras a partir de qualquer prancha. Preços, descontos e impostos vêm da sua conta de revendedor quando a lista é orçada; a lista pode ser exportada ou enviada ao serviço de pedidos de peças.',
    ],
    [
      'Substituições',
      'Um número de peça pode ser substituído por uma versão posterior. O catálogo sempre mostra a peça a ser pedida hoje; os números anteriores continuam disponíveis na busca.',
    ],
  ],
  overlayRepair: [
    [
      'Antes de começar',
      'No {{vehicle}}, reparos por sobreposição só são permitidos em painéis externos, nunca em componentes estruturais. Compare o dano com os limites de reparo da carroceria antes de pedir um painel de sobreposição.',
    ],
    [
      'Preparação da superfície',
      'Remova a tinta e o selante da área do reparo até o metal nu, vinte milímetros além da borda da sobreposição. Trate o aço exposto com primer soldável.',
    ],
    [
      'Montagem da sobreposição',
      'Posicione o painel de sobreposição, marque-o e recorte-o para obter uma sobreposição de quinze milímetros; em seguida, cole-o e rebite-o conforme o padrão indicado na folha de reparo. Não solde painéis de alumínio.',
    ],
    [
      'Acabamento',
      'Vede todas as juntas, aplique cera para cavidades atrás do reparo e repinte o painel. Registre o reparo no histórico do veículo.',
    ],
  ],
  bulletinSummary: [
    'Resumo',
    'Este boletim trata do grupo “{{section}}” do {{vehicle}}. As peças abaixo têm instruções de montagem revisadas; siga-as na próxima revisão ou no próximo reparo, o que ocorrer primeiro.',
  ],
  unnamedSection: 'peças',
  bulletinItem: 'Item {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Verifique o desgaste e o assentamento correto; em caso de dúvida, substitua a peça e aperte suas fixações com o torque indicado no manual de reparo.',
    'Peças de um lote anterior podem apresentar desgaste prematuro. Verifique o código do lote na etiqueta e substitua sem custo as peças dos lotes afetados.',
    'Aplica-se um procedimento de montagem revisado: limpe as superfícies de contato, monte vedações novas e verifique se há vazamentos com o motor em funcionamento.',
    'Nenhuma ação é necessária nos veículos que já têm esta peça montada; monte-a no lugar da peça anterior quando um reparo exigir.',
  ],
};
