import { Link } from 'react-router'

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 font-semibold text-lg tracking-tight">
      <img src="/favicon.svg" alt="" className="size-7" />
      <span>Lojista</span>
    </Link>
  )
}
