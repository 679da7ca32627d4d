import type { Shape } from './png.ts'

// What the demo stores sell. Casa Aurora: clothes and home goods; Ipê Store: coffee, food and kitchen.

export type Rgb = readonly [number, number, number]

export const COLOURS: Record<string, Rgb> = {
  Branco: [236, 234, 228],
  Preto: [45, 45, 48],
  'Azul-marinho': [34, 52, 96],
  Terracota: [186, 92, 62],
  'Verde-oliva': [108, 117, 64],
  Mostarda: [207, 158, 48],
  'Rosa-chá': [214, 160, 150],
  'Cinza-mescla': [150, 150, 156],
  Areia: [214, 196, 164],
  Vinho: [112, 34, 48],
  'Azul-céu': [120, 168, 214],
  Cobre: [176, 108, 60],
  Inox: [186, 192, 198],
  Natural: [196, 166, 120],
  Caramelo: [160, 100, 50],
  Grafite: [80, 84, 90],
}

export interface OptionPlan {
  name: string
  values: string[]
  /** How much each value adds to the base price, in per cent. */
  priceStep?: number
  /** Colours drawn per product from `values` (for colour options). */
  pick?: number
}

export interface Line {
  category: string
  parent: string
  type: string
  code: string
  shape: Shape
  /** Base price in centavos, and how much it may vary. */
  price: [number, number]
  grams: number
  options: OptionPlan[]
  tags: string[]
  vendors: string[]
  /** The colour of a product's picture when it has no colour option. */
  colour?: string
  names: string[]
  description: (name: string) => string
}

export interface Assortment {
  prefix: string
  barcodeDigit: number
  locations: { name: string; address1: string; city: string; provinceCode: string; postalCode: string }[]
  collections: { title: string; description: string; pick: 'new' | 'sale' | 'gift' | 'best' }[]
  attributes: Record<string, string[]>
  lines: Line[]
}

const SIZES: OptionPlan = { name: 'Tamanho', values: ['P', 'M', 'G', 'GG'], priceStep: 4 }
const clothesColours = (pick: number): OptionPlan => ({
  name: 'Cor',
  values: [
    'Branco',
    'Preto',
    'Azul-marinho',
    'Terracota',
    'Verde-oliva',
    'Mostarda',
    'Rosa-chá',
    'Cinza-mescla',
    'Areia',
  ],
  pick,
})
const homeColours = (pick: number): OptionPlan => ({
  name: 'Cor',
  values: ['Branco', 'Areia', 'Terracota', 'Verde-oliva', 'Azul-céu', 'Grafite', 'Natural'],
  pick,
})

export const ASSORTMENTS = {
  'fashion-and-home': {
    prefix: 'CA',
    barcodeDigit: 1,
    locations: [
      {
        name: 'Loja Vila Madalena',
        address1: 'Rua Harmonia, 456',
        city: 'São Paulo',
        provinceCode: 'SP',
        postalCode: '05435-000',
      },
      {
        name: 'Centro de Distribuição Guarulhos',
        address1: 'Av. Santos Dumont, 1200',
        city: 'Guarulhos',
        provinceCode: 'SP',
        postalCode: '07220-000',
      },
    ],
    collections: [
      { title: 'Novidades', description: 'O que acabou de chegar na loja.', pick: 'new' },
      { title: 'Promoções', description: 'Peças com preço especial por tempo limitado.', pick: 'sale' },
      { title: 'Presentes', description: 'Ideias para presentear quem você gosta.', pick: 'gift' },
      { title: 'Mais vendidos', description: 'Os favoritos das nossas clientes.', pick: 'best' },
    ],
    attributes: {
      Material: ['Algodão orgânico', 'Linho', 'Viscose', 'Cerâmica', 'Percal 200 fios', 'Tricô'],
      Estilo: ['Básico', 'Casual', 'Praia', 'Rústico', 'Minimalista'],
      Cuidados: ['Lavar à mão', 'Máquina em água fria', 'Não usar alvejante'],
    },
    lines: [
      {
        category: 'Camisetas',
        parent: 'Vestuário',
        type: 'Camiseta',
        code: 'CAM',
        shape: 'square',
        price: [5990, 3000],
        grams: 180,
        options: [SIZES, clothesColours(3)],
        tags: ['algodão', 'básicos', 'verão'],
        vendors: ['Algodão Nativo', 'Malharia Serra Azul'],
        names: [
          'Camiseta Básica Algodão Orgânico',
          'Camiseta Gola V Essencial',
          'Camiseta Listrada Marinheira',
          'Camiseta Oversized Flamê',
          'Regata Canelada',
          'Camiseta Manga Longa Térmica',
          'Camiseta Estampa Ipê Amarelo',
          'Body Gola Quadrada',
          'Camiseta Henley Botões',
          'Cropped Malha Leve',
        ],
        description: (name) => `${name} em malha macia, costura reforçada e caimento leve para o dia a dia.`,
      },
      {
        category: 'Vestidos',
        parent: 'Vestuário',
        type: 'Vestido',
        code: 'VES',
        shape: 'diamond',
        price: [18990, 12000],
        grams: 320,
        options: [{ ...SIZES, values: ['P', 'M', 'G'] }, clothesColours(2)],
        tags: ['verão', 'linho', 'novidade'],
        vendors: ['Ateliê Jabuticaba', 'Linho & Cia'],
        names: [
          'Vestido Midi de Linho',
          'Vestido Chemise Listrado',
          'Vestido Longo Alcinha',
          'Vestido Envelope Viscose',
          'Vestido Tubinho Canelado',
          'Vestido Ciganinha Bordado',
          'Vestido Camisão Oversized',
          'Vestido Curto Babados',
          'Vestido Tomara que Caia Tricoline',
        ],
        description: (name) => `${name}: tecido fresco, forro leve e modelagem que valoriza o corpo.`,
      },
      {
        category: 'Calças e shorts',
        parent: 'Vestuário',
        type: 'Calça',
        code: 'CAL',
        shape: 'stripes',
        price: [15990, 9000],
        grams: 420,
        options: [{ ...SIZES, values: ['36', '38', '40', '42', '44'], priceStep: 0 }, clothesColours(2)],
        tags: ['básicos', 'inverno'],
        vendors: ['Algodão Nativo', 'Ateliê Jabuticaba'],
        names: [
          'Calça Pantalona Linho',
          'Calça Jeans Reta Cintura Alta',
          'Calça Jogger Moletom',
          'Short Alfaiataria',
          'Bermuda Sarja Clara',
          'Calça Wide Leg Crepe',
          'Saia Midi Plissada',
          'Short Saia Envelope',
        ],
        description: (name) => `${name} com bolsos funcionais e tecido que não amassa fácil.`,
      },
      {
        category: 'Cama',
        parent: 'Casa',
        type: 'Roupa de cama',
        code: 'CAM',
        shape: 'ring',
        price: [24990, 20000],
        grams: 1400,
        options: [
          { name: 'Tamanho', values: ['Solteiro', 'Casal', 'Queen', 'King'], priceStep: 18 },
          homeColours(2),
        ],
        tags: ['casa', 'algodão', 'presente'],
        vendors: ['Tecelagem Serra Azul', 'Casa Marajó'],
        names: [
          'Jogo de Lençol Percal 200 Fios',
          'Edredom Dupla Face Matelassê',
          'Colcha Piquet Trabalhada',
          'Manta de Tricô Trança',
          'Jogo de Lençol Malha Penteada',
          'Cobre-leito Linho Lavado',
          'Fronha Avulsa Cetim',
        ],
        description: (name) => `${name} para noites frescas; acabamento em ponto palito e fio 100% algodão.`,
      },
      {
        category: 'Mesa posta',
        parent: 'Casa',
        type: 'Mesa',
        code: 'MES',
        shape: 'circle',
        price: [6990, 8000],
        grams: 900,
        options: [homeColours(3)],
        tags: ['casa', 'presente', 'artesanal'],
        vendors: ['Cerâmica Paraty', 'Casa Marajó'],
        names: [
          'Caneca Esmaltada 350 ml',
          'Jogo de 4 Pratos Rasos Cerâmica',
          'Tigela de Cerâmica Artesanal',
          'Travessa Oval Grande',
          'Jogo Americano Fibra Natural',
          'Guardanapo de Linho (par)',
          'Jarra de Vidro Reciclado',
          'Bule de Cerâmica 1 L',
          'Porta-copos de Madeira (4 un.)',
          'Bowl Madeira Teca',
        ],
        description: (name) =>
          `${name}, feito em pequenos lotes: cada peça tem variações que a tornam única.`,
      },
      {
        category: 'Decoração',
        parent: 'Casa',
        type: 'Decoração',
        code: 'DEC',
        shape: 'diamond',
        price: [8990, 15000],
        grams: 1200,
        options: [],
        tags: ['casa', 'artesanal', 'novidade'],
        vendors: ['Cerâmica Paraty', 'Ateliê Jabuticaba'],
        colour: 'Terracota',
        names: [
          'Vaso de Barro Moringa',
          'Almofada Linho Bordada',
          'Cesto de Palha Trançado',
          'Luminária de Mesa Cerâmica',
          'Espelho Redondo Moldura de Vime',
          'Quadro Botânico Ipê',
          'Vela Aromática Capim-limão',
          'Difusor de Varetas Alecrim',
          'Castiçal de Latão',
          'Tapete de Algodão Cru 1,5 × 2 m',
        ],
        description: (name) => `${name} para deixar a casa com cara de lar, feito por artesãos brasileiros.`,
      },
      {
        category: 'Banho',
        parent: 'Casa',
        type: 'Banho',
        code: 'BAN',
        shape: 'stripes',
        price: [7990, 7000],
        grams: 600,
        options: [homeColours(3)],
        tags: ['casa', 'algodão'],
        vendors: ['Tecelagem Serra Azul'],
        names: [
          'Toalha de Banho Fio Penteado',
          'Toalha de Rosto Felpuda',
          'Roupão Atoalhado',
          'Tapete de Banho Algodão',
          'Jogo de Toalhas 5 Peças',
          'Toalha de Praia Listrada',
          'Kit Lavabo 2 Peças',
        ],
        description: (name) => `${name} com alta absorção e toque macio, que não solta fiapos.`,
      },
    ],
  },
  'coffee-and-kitchen': {
    prefix: 'IP',
    barcodeDigit: 2,
    locations: [
      {
        name: 'Loja Savassi',
        address1: 'Rua Pernambuco, 1000',
        city: 'Belo Horizonte',
        provinceCode: 'MG',
        postalCode: '30130-151',
      },
      {
        name: 'Armazém Contagem',
        address1: 'Rua Tiradentes, 88',
        city: 'Contagem',
        provinceCode: 'MG',
        postalCode: '32041-000',
      },
    ],
    collections: [
      { title: 'Cafés especiais', description: 'Grãos selecionados de pequenos produtores.', pick: 'best' },
      { title: 'Kits presente', description: 'Combinações prontas para presentear.', pick: 'gift' },
      { title: 'Promoções', description: 'Ofertas da semana.', pick: 'sale' },
      { title: 'Novidades', description: 'Acabou de chegar.', pick: 'new' },
    ],
    attributes: {
      Origem: ['Sul de Minas', 'Cerrado Mineiro', 'Mogiana', 'Chapada Diamantina', 'Espírito Santo'],
      Torra: ['Clara', 'Média', 'Média-escura', 'Escura'],
      Material: ['Ferro fundido', 'Inox', 'Vidro borossilicato', 'Madeira', 'Cerâmica'],
    },
    lines: [
      {
        category: 'Cafés',
        parent: 'Mercearia',
        type: 'Café',
        code: 'CAF',
        shape: 'circle',
        price: [3990, 4000],
        grams: 260,
        options: [
          { name: 'Moagem', values: ['Em grãos', 'Média', 'Fina'], priceStep: 0 },
          { name: 'Peso', values: ['250 g', '500 g', '1 kg'], priceStep: 85 },
        ],
        tags: ['café', 'especial', 'mais vendido'],
        vendors: ['Fazenda Pedra Branca', 'Torrefação Mantiqueira', 'Sítio São Benedito'],
        colour: 'Caramelo',
        names: [
          'Café Especial Mantiqueira',
          'Café Bourbon Amarelo',
          'Café Catuaí Vermelho Cerrado',
          'Café Descafeinado Suave',
          'Café Fermentado Natural',
          'Café Chapada Diamantina',
          'Café Blend da Casa',
          'Café Geisha Microlote',
          'Café Orgânico Sul de Minas',
          'Café Torra Escura Expresso',
          'Café Bourbon Rosa Safra Nova',
        ],
        description: (name) =>
          `${name}: notas de chocolate, caramelo e frutas amarelas. Pontuação SCA acima de 84.`,
      },
      {
        category: 'Chás e infusões',
        parent: 'Mercearia',
        type: 'Chá',
        code: 'CHA',
        shape: 'ring',
        price: [2490, 2000],
        grams: 110,
        options: [{ name: 'Peso', values: ['50 g', '100 g'], priceStep: 80 }],
        tags: ['chá', 'orgânico'],
        vendors: ['Ervas da Serra'],
        colour: 'Verde-oliva',
        names: [
          'Chá Verde Sencha',
          'Infusão de Hibisco e Maçã',
          'Chá Mate Tostado',
          'Camomila em Flor',
          'Chá Preto Assam',
          'Infusão Capim-santo e Gengibre',
        ],
        description: (name) => `${name} em folhas inteiras, sem aromatizantes artificiais.`,
      },
      {
        category: 'Doces e petiscos',
        parent: 'Mercearia',
        type: 'Alimento',
        code: 'DOC',
        shape: 'square',
        price: [1890, 3000],
        grams: 300,
        options: [],
        tags: ['artesanal', 'presente'],
        vendors: ['Doceria Dona Zica', 'Queijaria Canastra'],
        colour: 'Caramelo',
        names: [
          'Doce de Leite Artesanal 400 g',
          'Goiabada Cascão 500 g',
          'Chocolate 70% Cacau Bahia',
          'Mel Silvestre 300 g',
          'Pão de Queijo Congelado 1 kg',
          'Biscoito de Polvilho',
          'Queijo Canastra Meia-cura',
          'Geleia de Jabuticaba',
          'Castanha-do-pará Torrada 200 g',
          'Paçoca Artesanal (caixa)',
          'Rapadura de Cana 500 g',
          'Cocada Cremosa de Forno',
          'Farinha de Mandioca Biju',
          'Requeijão de Corte',
        ],
        description: (name) => `${name}, de produtores pequenos de Minas e da Bahia, feito sem conservantes.`,
      },
      {
        category: 'Azeites e temperos',
        parent: 'Mercearia',
        type: 'Alimento',
        code: 'TEM',
        shape: 'circle',
        price: [2990, 6000],
        grams: 550,
        options: [{ name: 'Tamanho', values: ['250 ml', '500 ml'], priceStep: 70 }],
        tags: ['orgânico', 'artesanal'],
        vendors: ['Olivais da Mantiqueira', 'Empório Ipê'],
        colour: 'Verde-oliva',
        names: [
          'Azeite Extravirgem Mantiqueira',
          'Vinagre de Jabuticaba',
          'Molho de Pimenta Biquinho',
          'Óleo de Gergelim Torrado',
          'Azeite Aromatizado com Alecrim',
          'Melado de Cana',
          'Molho Shoyu Artesanal',
        ],
        description: (name) => `${name} em garrafa de vidro, de produção pequena e colheita recente.`,
      },
      {
        category: 'Métodos de preparo',
        parent: 'Cozinha',
        type: 'Acessório de café',
        code: 'MET',
        shape: 'diamond',
        price: [8990, 20000],
        grams: 700,
        options: [{ name: 'Cor', values: ['Inox', 'Preto', 'Cobre'], pick: 2 }],
        tags: ['café', 'presente', 'novidade'],
        vendors: ['Barista Brasil', 'Torrefação Mantiqueira'],
        names: [
          'Cafeteira Italiana 6 Xícaras',
          'Prensa Francesa 600 ml',
          'Moedor Manual Cerâmico',
          'Chaleira Bico de Ganso 1 L',
          'Suporte Coador V60',
          'Coador de Pano com Haste',
          'Balança Digital com Timer',
          'Garrafa Térmica 1 L',
        ],
        description: (name) => `${name} para extrair o melhor do café em casa.`,
      },
      {
        category: 'Panelas',
        parent: 'Cozinha',
        type: 'Panela',
        code: 'PAN',
        shape: 'ring',
        price: [14990, 25000],
        grams: 2400,
        options: [{ name: 'Tamanho', values: ['16 cm', '20 cm', '24 cm'], priceStep: 22 }],
        tags: ['cozinha', 'mais vendido'],
        vendors: ['Fundição Mineira', 'Panelas Capixabas'],
        colour: 'Grafite',
        names: [
          'Panela de Ferro Fundido',
          'Frigideira Antiaderente',
          'Caçarola Inox Tripla Camada',
          'Panela de Barro Capixaba',
          'Wok de Ferro',
          'Leiteira Esmaltada',
        ],
        description: (name) =>
          `${name}: distribui o calor por igual e dura a vida toda com os cuidados certos.`,
      },
      {
        category: 'Utensílios',
        parent: 'Cozinha',
        type: 'Utensílio',
        code: 'UTE',
        shape: 'stripes',
        price: [3490, 6000],
        grams: 400,
        options: [],
        tags: ['cozinha', 'presente'],
        vendors: ['Marcenaria Ipê', 'Barista Brasil'],
        colour: 'Natural',
        names: [
          'Tábua de Corte Ipê',
          'Colher de Pau Jacarandá',
          'Faca do Chef 8"',
          'Pilão de Madeira',
          'Jogo de Espátulas de Silicone',
          'Ralador Quatro Faces',
          'Potes Herméticos de Vidro (3 un.)',
          'Avental de Lona',
          'Xícaras de Café Cerâmica (par)',
        ],
        description: (name) => `${name}, pensado para quem cozinha todo dia.`,
      },
    ],
  },
} satisfies Record<string, Assortment>

export type AssortmentName = keyof typeof ASSORTMENTS
