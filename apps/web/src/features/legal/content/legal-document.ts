export interface LegalDocument {
  updated: string
  intro: string
  sections: { heading: string; paragraphs: string[] }[]
}

export type LegalLanguage = 'en' | 'pt-BR'
