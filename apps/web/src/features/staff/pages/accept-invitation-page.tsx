import { zodResolver } from '@hookform/resolvers/zod'
import { PASSWORD_MIN_LENGTH } from '@lojista/contracts/auth/requests'
import {
  type InvitationLink,
  type InvitationSignUp,
  invitationSignUpSchema,
} from '@lojista/contracts/staff/invitations'
import { staffMessages } from '@lojista/contracts/staff/messages'
import { useQuery } from '@tanstack/react-query'
import { MailWarningIcon } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { AuthCard } from '@/components/layout/auth-card'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { signInPathFor } from '@/lib/auth/return-path'
import { useSession } from '@/lib/auth/session-context'
import { browserLanguage } from '@/lib/i18n/browser-language'
import { hasChosenLanguage, i18n, showLanguage } from '@/lib/i18n/i18n'
import { publicQueryKeys } from '@/lib/query-keys'
import { acceptInvitation, acceptInvitationWithSignUp, openInvitation } from '../api/staff-api'
import {
  describeInvitationError,
  type InvitationsT,
  translateInvitationMessage,
  useInvitationsT,
} from '../i18n/invitation-texts'

/**
 * The page an invitation's email opens, outside any store: it says what the link is for and, while the
 * invitation is pending, lets a person without an account make one and join, and a person with one sign
 * in and join. A link that no longer joins says why. It speaks the browser's language unless the person
 * chose one here before.
 */
export function AcceptInvitationPage() {
  const t = useInvitationsT()
  const token = useSearchParams()[0].get('token') ?? ''
  useEffect(() => {
    if (hasChosenLanguage()) return
    const code = browserLanguage()
    if (code !== i18n.language) void showLanguage(code)
  }, [])
  const query = useQuery({
    queryKey: publicQueryKeys.invitation(token),
    queryFn: ({ signal }) => openInvitation(token, signal),
    enabled: token !== '',
    retry: false,
    // Coming back to the tab must not turn a joined page into "already accepted".
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (token === '' || (query.error instanceof ApiError && [400, 404].includes(query.error.status))) {
    return (
      <Notice title={t('accept.invalidTitle')}>
        {query.error
          ? describeInvitationError(query.error)
          : translateInvitationMessage(staffMessages.invitationLinkInvalid)}
      </Notice>
    )
  }
  if (query.isError) {
    return (
      <Notice title={t('accept.failedTitle')}>
        <div className="grid gap-4">
          <span>{describeInvitationError(query.error)}</span>
          <Button onClick={() => void query.refetch()}>{t('accept.retry')}</Button>
        </div>
      </Notice>
    )
  }
  if (!query.data) {
    return (
      <AuthCard title={t('accept.loading')}>
        <p className="text-muted-foreground text-sm" role="status">
          {t('accept.loading')}
        </p>
      </AuthCard>
    )
  }
  const link = query.data
  if (link.status !== 'pending') {
    return <Notice title={t(`accept.${link.status}Title`)}>{t(`accept.${link.status}Body`)}</Notice>
  }
  return <PendingInvitation token={token} link={link} />
}

/** Why the link no longer joins, with the way to sign in to whatever the person already has. */
function Notice({ title, children }: { title: string; children: ReactNode }) {
  const t = useInvitationsT()
  return (
    <AuthCard
      title={title}
      footer={
        <Link to="/auth/sign-in" className="font-medium text-foreground underline underline-offset-4">
          {t('accept.toSignIn')}
        </Link>
      }
    >
      <Alert variant="destructive">
        <div className="flex items-start gap-2">
          <MailWarningIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>{children}</div>
        </div>
      </Alert>
    </AuthCard>
  )
}

function PendingInvitation({ token, link }: { token: string; link: InvitationLink }) {
  const t = useInvitationsT()
  const { isInitialized, isAuthenticated, user } = useSession()
  const invited = t('accept.invited', { store: link.storeName, role: link.roleName })
  if (!isInitialized) return null
  let body: ReactNode
  if (isAuthenticated && user?.email.toLowerCase() === link.email) {
    body = <JoinAsSignedIn token={token} link={link} />
  } else if (isAuthenticated) {
    body = <OtherAccount link={link} signedIn={user?.email ?? ''} />
  } else if (link.hasAccount) {
    body = (
      <div className="grid gap-4">
        <p className="text-sm">{t('accept.signInBody', { email: link.email })}</p>
        <Button asChild>
          <Link to={signInPathFor(`/invitation?token=${encodeURIComponent(token)}`)}>
            {t('accept.signIn')}
          </Link>
        </Button>
      </div>
    )
  } else {
    body = <SignUpToJoin token={token} link={link} />
  }
  return (
    <AuthCard title={t('accept.title', { store: link.storeName })} description={invited}>
      {body}
    </AuthCard>
  )
}

/** Once joined, the person works in the store they were invited to. */
function useOpenStore(link: InvitationLink, t: InvitationsT) {
  const { switchTenant } = useSession()
  const navigate = useNavigate()
  return () => {
    switchTenant(link.storeId)
    toast.success(t('accept.joinedToast', { store: link.storeName }))
    navigate('/', { replace: true })
  }
}

function SignUpToJoin({ token, link }: { token: string; link: InvitationLink }) {
  const t = useInvitationsT()
  const { establish } = useSession()
  const openStore = useOpenStore(link, t)
  const form = useForm<InvitationSignUp>({
    resolver: zodResolver(invitationSignUpSchema),
    defaultValues: { token, name: '', password: '' },
  })
  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="invitation"
      translate={translateInvitationMessage}
      submitError={{ fieldOf: (path) => (path === 'name' || path === 'password' ? path : null) }}
      onSubmit={async (values) => {
        await establish(await acceptInvitationWithSignUp(values))
        openStore()
      }}
    >
      <p className="text-sm">{t('accept.signUpBody', { email: link.email })}</p>
      <FormFailure />
      <Field name="name" label={t('accept.name')} autoComplete="name" autoFocus />
      <Field
        name="password"
        label={t('accept.password')}
        hint={t('accept.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton
        className="w-full"
        label={t('accept.createAndJoin')}
        pendingLabel={t('accept.creating')}
      />
    </Form>
  )
}

function JoinAsSignedIn({ token, link }: { token: string; link: InvitationLink }) {
  const t = useInvitationsT()
  const { refresh } = useSession()
  const openStore = useOpenStore(link, t)
  const [joining, setJoining] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const join = async () => {
    setJoining(true)
    setFailure(null)
    try {
      await acceptInvitation(token)
      // The session learns of the new store before it is opened.
      await refresh()
      openStore()
    } catch (error) {
      setFailure(describeInvitationError(error))
      setJoining(false)
    }
  }
  return (
    <div className="grid gap-4">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <Button disabled={joining} onClick={() => void join()}>
        {joining ? t('accept.joining') : t('accept.join', { store: link.storeName })}
      </Button>
    </div>
  )
}

function OtherAccount({ link, signedIn }: { link: InvitationLink; signedIn: string }) {
  const t = useInvitationsT()
  const { signOut } = useSession()
  return (
    <div className="grid gap-4">
      <Alert>{t('accept.otherAccount', { signedIn, email: link.email })}</Alert>
      <Button variant="outline" onClick={() => void signOut()}>
        {t('accept.signOut')}
      </Button>
    </div>
  )
}
