// calculateOrder on a 200-line order with line and order discounts and two tax lines: the browser runs
// it on every edit, so its median must stay well under one 16 ms frame. Run: npm run bench:calculate
import { performance } from 'node:perf_hooks'
import { type CalcInput, calculateOrder } from '../packages/contracts/src/order/calculate.ts'

const input: CalcInput = {
  lines: Array.from({ length: 200 }, (_, i) => ({
    id: `line-${i}`,
    quantity: 1 + (i % 7),
    unitPrice: 990 + ((i * 7919) % 100_000),
    taxable: i % 5 !== 0,
    discount: i % 3 === 0 ? { type: 'percentage' as const, value: 100_000, title: 'Promo' } : null,
  })),
  orderDiscount: { type: 'fixed-amount', value: 12_345, title: 'Desconto' },
  shipping: { title: 'Entrega', price: 1500 },
  taxLines: [
    { title: 'ICMS', ratePpm: 170_000 },
    { title: 'ISS', ratePpm: 50_000 },
  ],
  taxesIncluded: false,
  taxExempt: false,
}

for (let i = 0; i < 200; i++) calculateOrder(input) // warm-up: let the JIT compile it first
const samples: number[] = []
for (let i = 0; i < 2000; i++) {
  const started = performance.now()
  calculateOrder(input)
  samples.push(performance.now() - started)
}
samples.sort((a, b) => a - b)
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0
const frameMs = 16
const line = (name: string, ms: number) =>
  `| ${name} | ${ms.toFixed(3)} | ${((ms / frameMs) * 100).toFixed(1)}% |`
process.stdout.write(
  [
    '# calculateOrder, 200 lines',
    '',
    `${samples.length} runs after warm-up, Node ${process.version}.`,
    '',
    '| statistic | ms | share of a 16 ms frame |',
    '|---|---:|---:|',
    line('median', at(0.5)),
    line('p99', at(0.99)),
    line('max', samples.at(-1) ?? 0),
    '',
  ].join('\n'),
)
if (at(0.5) > frameMs / 4) {
  process.stderr.write('calculateOrder median is above a quarter of a frame\n')
  process.exit(1)
}
