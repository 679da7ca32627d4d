import type { User } from '@lojista/contracts/auth/index'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { initials } from '@/lib/format'
import { cn } from '@/lib/utils'

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)}>
      {user.avatar && <AvatarImage src={user.avatar} alt="" />}
      <AvatarFallback aria-hidden>{initials(user.name)}</AvatarFallback>
    </Avatar>
  )
}
