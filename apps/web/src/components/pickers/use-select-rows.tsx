import { normalizeSearchText } from '@lojista/contracts/common/search-text'
import { PlusIcon } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { PickerAction, SearchableSelectProps, SelectRow } from './picker-types'

type RowSource<T> = Pick<
  SearchableSelectProps<T>,
  'options' | 'value' | 'getKey' | 'getLabel' | 'renderOption' | 'search' | 'onAdd'
> & { actions: readonly PickerAction[] }

/**
 * The open list's rows: the options matching the text (filtered here, ignoring case and accents, unless the
 * caller searches on the server), then the actions with the 'Add value' row. Options come first so the
 * first row, the one Enter chooses, is the best match; the actions stay reachable below them.
 */
export function useSelectRows<T>(
  { options, value, getKey, getLabel, renderOption, search, onAdd, actions }: RowSource<T>,
  text: string,
  choose: (option: T) => void,
  act: (action: PickerAction) => void,
) {
  const { t } = useTranslation()
  const chosenKey = value === null ? null : getKey(value)

  const optionRows = useMemo<SelectRow[]>(() => {
    const wanted = search === undefined ? normalizeSearchText(text) : ''
    const shown = wanted
      ? options.filter((option) => normalizeSearchText(getLabel(option)).includes(wanted))
      : options
    return shown.map((option) => ({
      value: `option:${getKey(option)}`,
      content: renderOption ? renderOption(option) : getLabel(option),
      checked: getKey(option) === chosenKey,
      onSelect: () => choose(option),
    }))
  }, [options, search, text, getKey, getLabel, renderOption, chosenKey, choose])

  const actionRows = useMemo<SelectRow[]>(() => {
    const all = [...actions]
    if (onAdd) {
      const trimmed = text.trim()
      all.push({
        key: 'add',
        label: trimmed ? t('ui.picker.addText', { text: trimmed }) : t('ui.picker.addValue'),
        icon: <PlusIcon aria-hidden />,
        onSelect: onAdd,
      })
    }
    return all.map((action) => ({
      value: `action:${action.key}`,
      content: action.label,
      icon: action.icon,
      onSelect: () => act(action),
    }))
  }, [actions, onAdd, text, t, act])

  return { optionRows, actionRows }
}
