import { type CalcResult, calculateWithinBound } from '@lojista/contracts'
import { problems } from '../../../lib/problem.ts'
import { calcInputOf } from '../draft.presenter.ts'
import type * as repo from '../draft.repository.ts'
import { storedTotals } from '../stored-totals.ts'

/**
 * Works out every total with calculateOrder and writes them onto the draft and its lines. Every figure
 * must fit the wire and the columns: a draft past the largest amount is refused here, before anything
 * is written.
 */
export function priceDraft(draft: repo.DraftRow, lines: repo.DraftLineRow[]): CalcResult {
  const bounded = calculateWithinBound(calcInputOf(draft, lines))
  if (!bounded.ok) throw problems.badRequest('The draft passes the largest amount allowed.', bounded.errors)
  const calculation = bounded.result
  const discounted = new Map(calculation.lines.map((line) => [line.id, line.discountedTotal]))
  for (const line of lines) line.discountedTotalMinor = discounted.get(line.id) ?? 0
  Object.assign(draft, storedTotals(calculation))
  return calculation
}
