// The card is shared with the other pages outside the app (an invitation's page).
export { AuthCard } from '@/components/layout/auth-card'
