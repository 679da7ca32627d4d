/** The list toolkit's texts in English; pt-br.ts mirrors every key (its type is this object's). */
const en = {
  /** Shared English messages (the saved views' server answers) by their text; English needs none. */
  messages: {} as Record<string, string>,
  search: {
    clear: 'Clear search',
  },
  filters: {
    clear: 'Clear filters',
  },
  sort: {
    label: 'Sort by',
    newest: 'Newest first',
    oldest: 'Oldest first',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    range: '{{from}}–{{to}} of {{total}}',
  },
  status: {
    loading: 'Loading the list',
    retry: 'Try again',
  },
  views: {
    label: 'Saved views',
    all: 'All',
    save: 'Save view',
    saveTitle: 'Save this view',
    saveBody: 'Keeps this search, its filters and its sort under a name. Only you see your saved views.',
    name: 'Name',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Save',
    saving: 'Saving…',
    saved: 'View “{{name}}” saved',
    replaced: 'View “{{name}}” updated',
    saveFailed: 'The view could not be saved.',
    remove: 'Delete view “{{name}}”',
    removed: 'View “{{name}}” deleted',
    removeFailed: 'The view could not be deleted.',
    loadFailed: 'Your saved views could not be loaded.',
  },
}

export default en
