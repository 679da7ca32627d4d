/** The texts of verifying an email address: the page the emailed link opens and the shell's banner. */
const en = {
  verify: {
    verifyingTitle: 'Verifying your email address…',
    verifiedTitle: 'Email address verified',
    verifiedBody: 'Your stores can now send invoices, quotes and other emails to their customers.',
    continue: 'Go to Lojista',
    invalidTitle: 'This link does not work',
    failedTitle: 'We could not verify your email address',
    failedBody: 'Check your connection and try again.',
    retry: 'Try again',
    sendNew: 'Send me a new link',
    sending: 'Sending…',
    signInForNew: 'Sign in to get a new link',
    sent: 'We sent a new link to {{email}}.',
    bannerTitle: 'Verify your email address',
    bannerBody:
      'Until you open the link we emailed to {{email}}, your stores cannot send invoices, quotes or other emails to customers.',
  },
}

export default en
