import autocannon from 'autocannon'

export interface Scenario {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  /** Bodies handed out one per connection instead of `body`, e.g. a different person signing in on each. */
  bodyPerConnection?: unknown[]
  headers?: Record<string, string>
}

export interface Measurement {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  errors: number
  non2xx: number
  /** SQL statements the route sent for one request (its Server-Timing header); undefined without one. */
  statements?: number
}

/** Loads one route with autocannon for `seconds` with `connections` concurrent clients. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<Measurement> {
  const statements = await statementsOf(baseUrl, scenario)
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    duration: seconds,
    connections,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    ...(scenario.bodyPerConnection && { setupClient: bodyPerConnection(scenario.bodyPerConnection) }),
  })
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statements,
  }
}

/** One request of the scenario on its own, to read how many SQL statements the server sent for it. */
async function statementsOf(baseUrl: string, scenario: Scenario): Promise<number | undefined> {
  const body = scenario.bodyPerConnection?.[0] ?? scenario.body
  const response = await fetch(`${baseUrl}${scenario.path}`, {
    method: scenario.method,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await response.arrayBuffer()
  const match = /db;desc="(\d+) statements"/.exec(response.headers.get('server-timing') ?? '')
  return match ? Number(match[1]) : undefined
}

/** An autocannon client set-up giving each new connection the next body of the list, round the list. */
function bodyPerConnection(bodies: unknown[]) {
  let next = 0
  return (client: { setBody(body: string): void }) => {
    client.setBody(JSON.stringify(bodies[next++ % bodies.length]))
  }
}
