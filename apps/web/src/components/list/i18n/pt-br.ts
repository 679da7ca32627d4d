import type en from './en'

/** Brazilian Portuguese. Typed against English so a missing or extra key fails the build. */
const ptBR: typeof en = {
  messages: {
    'A list keeps at most 50 saved views. Delete one first.':
      'Uma lista guarda no máximo 50 visualizações salvas. Exclua uma antes.',
    'No such saved view.': 'Esta visualização salva não existe.',
    'Give the view a name': 'Dê um nome à visualização',
  },
  search: {
    clear: 'Limpar busca',
  },
  filters: {
    clear: 'Limpar filtros',
  },
  sort: {
    label: 'Ordenar por',
    newest: 'Mais recentes primeiro',
    oldest: 'Mais antigos primeiro',
  },
  pager: {
    label: 'Páginas',
    previous: 'Anterior',
    next: 'Próxima',
    range: '{{from}}–{{to}} de {{total}}',
  },
  status: {
    loading: 'Carregando a lista',
    retry: 'Tentar novamente',
  },
  views: {
    label: 'Visualizações salvas',
    all: 'Todos',
    save: 'Salvar visualização',
    saveTitle: 'Salvar esta visualização',
    saveBody:
      'Guarda esta busca, seus filtros e sua ordenação com um nome. Só você vê suas visualizações salvas.',
    name: 'Nome',
    cancel: 'Cancelar',
    close: 'Fechar',
    confirm: 'Salvar',
    saving: 'Salvando…',
    saved: 'Visualização “{{name}}” salva',
    replaced: 'Visualização “{{name}}” atualizada',
    saveFailed: 'Não foi possível salvar a visualização.',
    remove: 'Excluir visualização “{{name}}”',
    removed: 'Visualização “{{name}}” excluída',
    removeFailed: 'Não foi possível excluir a visualização.',
    loadFailed: 'Não foi possível carregar suas visualizações salvas.',
  },
}

export default ptBR
