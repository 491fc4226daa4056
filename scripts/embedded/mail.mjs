// Child process of the launcher: the development mail catcher (SMTP + the /dev/mailbox pages), mails kept in the data dir.
import { startMailCatcher } from '@rl/embedded-infra';

// argv: data dir, SMTP port, HTTP port, the platform's inbound SMTP listeners (comma-separated smtp:// URLs, for the reply form)
const [dataDir, smtpPort, httpPort] = [process.argv[2], Number(process.argv[3] ?? 0), Number(process.argv[4] ?? 0)];
const inboundSmtp = (process.argv[5] ?? '').split(',').filter(Boolean);
const mail = await startMailCatcher({ dataDir, smtpPort, httpPort, inboundSmtp });
process.stdout.write(`${JSON.stringify({ ready: true, smtpUrl: mail.smtpUrl, httpUrl: mail.httpUrl })}\n`);

async function stop() {
  await mail.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
