// A real SMTP server for the end-to-end run: the API server delivers to it through SMTP_URL, and it
// writes each message into MAIL_DIR as JSON, so tests in any worker can read what the customer received.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

const port = Number(process.env.SMTP_PORT ?? 3326)
const mailDir = process.env.MAIL_DIR
if (!mailDir) throw new Error('MAIL_DIR is required')
mkdirSync(mailDir, { recursive: true })

let received = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      received += 1
      const message = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      }
      // Written aside, then renamed: a test reading the folder never sees half a message.
      const name = join(mailDir, `${Date.now()}-${received}.json`)
      writeFileSync(`${name}.part`, JSON.stringify(message))
      renameSync(`${name}.part`, name)
      callback()
    })
  },
})

server.listen(port, '127.0.0.1')
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
